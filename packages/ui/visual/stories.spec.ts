import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  importPath: string;
}

const buildDir = fileURLToPath(new URL('../../../storybook-static/', import.meta.url));
const indexFile = `${buildDir}index.json`;
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const themes = ['alento', 'coastal'] as const;
type Theme = (typeof themes)[number];

/**
 * The design system's parts must look right in every theme. The app's own stories (its artwork
 * catalogue) belong to the one property, so they are taken in its theme only.
 */
function themesOf(story: IndexEntry): readonly Theme[] {
  return story.importPath.startsWith('./packages/ui/') ? themes : ['alento'];
}

interface Preview {
  currentRender?: { id?: string; phase?: string };
}

/**
 * One Storybook frame per worker, switched from story to story the way Storybook's own manager
 * does (over its channel): loading the frame costs seconds, a switch a fraction of one.
 * The accessibility check is off here (`a11y.manual`): it runs, and fails, in the story tests.
 */
const test = base.extend<object, { storybook: { page: Page; theme: Theme | null } }>({
  storybook: [
    async ({ browser }, use) => {
      const context = await browser.newContext(test.info().project.use);
      // The fonts use `font-display: optional`, which paints the fallback when a font is a
      // moment late. Screenshots must not depend on that race, so here fonts block until
      // loaded: the stylesheets are served from the build with that one word changed.
      await context.route(/\/assets\/[^/]+\.css$/, async (route) => {
        const file = `${buildDir}assets/${basename(new URL(route.request().url()).pathname)}`;
        const css = readFileSync(file, 'utf8').replaceAll(
          'font-display:optional',
          'font-display:block',
        );
        await route.fulfill({ status: 200, contentType: 'text/css', body: css });
      });
      const page = await context.newPage();
      await use({ page, theme: null });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(frame: { page: Page; theme: Theme | null }, id: string, theme: Theme) {
  const { page } = frame;
  if (frame.theme !== theme) {
    await page.goto(
      `/iframe.html?id=${id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`,
    );
    // Every face up front, so a story that first needs one does not wait on the network.
    await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
    frame.theme = theme;
  } else {
    await page.evaluate((storyId) => {
      const channel = (
        window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, data: unknown) => void };
        }
      ).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  }
  // Wait until the story has rendered and its play function has run to its end.
  await page.waitForFunction((storyId) => {
    const render = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__
      ?.currentRender;
    if (render?.id !== storyId) return false;
    if (render.phase === 'errored') throw new Error(`${storyId} failed to render`);
    return render.phase === 'finished';
  }, id);
  await page.evaluate(() => document.fonts.ready);
}

for (const theme of themes) {
  test.describe(theme, () => {
    for (const story of stories.filter((entry) => themesOf(entry).includes(theme))) {
      test(`${story.title} / ${story.name}`, async ({ storybook }) => {
        await showStory(storybook, story.id, theme);
        await expect(storybook.page).toHaveScreenshot([theme, `${story.id}.png`], {
          fullPage: true,
        });
      });
    }
  });
}
