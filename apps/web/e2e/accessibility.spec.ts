import {
  accessibilityPage,
  formatDate,
  languages,
  pathIn,
  routeFor,
  siteConfig,
} from '@alento/content';
import {
  expect,
  expectNoAxeViolations,
  oneWidth,
  readToTheEnd,
  test,
  waitForHydration,
} from './support.ts';
import { inLanguage } from './in-language.ts';
import type * as AccessibilityModule from '../../../packages/content/src/pages/accessibility.ts';

const { accessibilityPage: accessibilityPageEs } = await inLanguage<typeof AccessibilityModule>(
  'es-ES',
  'pages/accessibility.ts',
);
const { accessibilityPage: accessibilityPagePt } = await inLanguage<typeof AccessibilityModule>(
  'pt-PT',
  'pages/accessibility.ts',
);

const { status, limitations, preparation, feedback, enforcement } = accessibilityPage;

test.describe('accessibility statement', () => {
  test('states its target, how it was checked, its limits, where to report and who enforces it, and passes axe', async ({
    page,
  }) => {
    await page.goto('/accessibility');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: routeFor('/accessibility').heading }),
    ).toBeVisible();
    // The parts of the EU model statement, in its order, each a heading to jump to.
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      [status, limitations, preparation, feedback, enforcement].map((part) => part.heading),
    );
    await expect(main.getByRole('region', { name: status.heading })).toContainText(
      'Web Content Accessibility Guidelines (WCAG) 2.2',
    );
    const checks = main.getByRole('list', { name: preparation.heading });
    for (const method of preparation.methods) await expect(checks).toContainText(method.title);
    const report = main.getByRole('region', { name: feedback.heading });
    await expect(report.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
    await expect(report.getByRole('link', { name: siteConfig.phone })).toHaveAttribute(
      'href',
      `tel:${siteConfig.phoneE164}`,
    );
    await expect(main.getByRole('region', { name: enforcement.heading })).toContainText(
      'Instituto Nacional para a Reabilitação, I.P. (INR)',
    );
    await readToTheEnd(page);
    await expectNoAxeViolations(page);
  });

  test(
    'dates its last review with the day the site was built, in each language’s words',
    oneWidth,
    async ({ page, request }) => {
      const labels = {
        'en-GB': accessibilityPage.preparation.reviewedLabel,
        'pt-PT': accessibilityPagePt.preparation.reviewedLabel,
        'es-ES': accessibilityPageEs.preparation.reviewedLabel,
      } as const;
      const days = new Set<string>();
      for (const language of languages) {
        const path = pathIn(language, '/accessibility');
        // The server dates each page by its file, written as the site was built.
        const written = new Date((await request.get(path)).headers()['last-modified'] ?? '');
        const writtenDays = [0, 1].map((back) =>
          new Date(written.getTime() - back * 86_400_000).toISOString().slice(0, 10),
        );
        await page.goto(path);
        const time = page.getByRole('main').locator('time');
        const day = (await time.getAttribute('datetime')) ?? '';
        // Built on the day the page was written, or just before midnight of the day before.
        expect(writtenDays, path).toContain(day);
        await expect(time).toHaveText(formatDate(day, language.locale));
        await expect(time.locator('xpath=..')).toContainText(`${labels[language.locale]}:`);
        days.add(day);
      }
      expect(days.size, 'one day in every language').toBe(1);
    },
  );
});

test(
  'the axe check every page passes fails a page with a nameless button, a picture without words or targets too small and close',
  oneWidth,
  async ({ page }) => {
    // A faster axe is easy to get wrong: asked for violations only, axe 4.14 drops target-size's.
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('main').evaluate((main) => {
      main.insertAdjacentHTML(
        'beforeend',
        '<button type="button"></button><img src="/favicon.svg" width="16" height="16">' +
          '<input type="checkbox" aria-label="One"><input type="checkbox" aria-label="Two">',
      );
    });
    const check = expectNoAxeViolations(page);
    await expect(check).rejects.toThrow(/button-name/);
    await expect(check).rejects.toThrow(/target-size/);
    await expect(check).rejects.toThrow(/image-alt/);
  },
);
