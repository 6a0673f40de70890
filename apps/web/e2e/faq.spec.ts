import { languages, pathIn } from '@alento/content';
import type { Browser, Page } from '@playwright/test';
import {
  card,
  expect,
  expectLink,
  expectNoAxeViolations,
  oneWidth,
  readToTheEnd,
  test,
  waitForHydration,
} from './support.ts';
import { inLanguage } from './in-language.ts';
import type * as FaqModule from '../../../packages/content/src/pages/faq.ts';

// The FAQ as the English build reads it, its answers' Markdown parsed.
const { faqGroups, faqPage } = await inLanguage<typeof FaqModule>('en-GB', 'pages/faq.ts');

interface Shown {
  readonly question: string;
  readonly answer: string;
}

/** What the page shows: each question card's heading and the answer under it, in page order. */
function shownEntries(page: Page): Promise<Shown[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main article'), (article) => ({
      question: article.querySelector('h3')?.textContent ?? '',
      answer: article.querySelector('h3 ~ p')?.textContent ?? '',
    })),
  );
}

/** What a search engine reads: the FAQPage block's questions and accepted answers. */
function structuredEntries(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const blocks = Array.from(
      document.querySelectorAll('script[type="application/ld+json"]'),
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    );
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    const questions = (faq?.mainEntity ?? []) as {
      name: string;
      acceptedAnswer: { text: string };
    }[];
    return questions.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text }));
  });
}

async function withoutScripts(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

const entries = faqGroups.flatMap((group) => [...group.questions]);

test.describe('/faq', () => {
  test(
    'every question is a heading under its group, answered with a link to the detail',
    oneWidth,
    async ({ page }) => {
      await page.goto('/faq');
      const main = page.getByRole('main');
      expect(entries.length).toBeGreaterThanOrEqual(15);
      for (const group of faqGroups) {
        const section = main.getByRole('region', { name: group.heading, exact: true });
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(group.heading);
        for (const entry of group.questions) {
          await expect(
            section.getByRole('heading', { level: 3, name: entry.question, exact: true }),
          ).toBeVisible();
          const answer = card(section, entry.question);
          await expect(answer).toContainText(entry.answer);
          await expectLink(answer, entry.link.label, entry.link.href);
        }
      }
      await expect(main.getByRole('heading', { level: 3 })).toHaveCount(entries.length);
      for (const action of faqPage.closing.actions)
        await expectLink(main, action.label, action.href);
    },
  );

  for (const language of languages) {
    const path = pathIn(language, '/faq');
    test(
      `${path}: the FAQPage JSON-LD says word for word what the page shows`,
      oneWidth,
      async ({ page }) => {
        await page.goto(path);
        const shown = await shownEntries(page);
        expect(shown.length).toBeGreaterThanOrEqual(15);
        expect(await structuredEntries(page)).toEqual(shown);
        // The same after hydration: the browser keeps the block it loaded.
        await waitForHydration(page);
        expect(await structuredEntries(page)).toEqual(await shownEntries(page));
      },
    );

    test(
      `${path}: every answer is in the page without JavaScript`,
      oneWidth,
      async ({ browser }) => {
        const { page, close } = await withoutScripts(browser, path);
        const shown = await shownEntries(page);
        expect(shown.length).toBeGreaterThanOrEqual(15);
        const headings = page.getByRole('main').getByRole('heading', { level: 3 });
        await expect(headings).toHaveCount(shown.length);
        for (const [index, entry] of shown.entries()) {
          expect(entry.answer, entry.question).toMatch(/\S/);
          await expect(headings.nth(index)).toBeVisible();
          await expect(page.getByText(entry.answer, { exact: true })).toBeVisible();
        }
        await close();
      },
    );
  }

  test('a keyboard reaches the answers’ links in reading order and follows one', async ({
    page,
  }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const [first, second] = entries;
    const main = page.getByRole('main');
    const firstLink = card(main, first!.question).getByRole('link', { name: first!.link.label });
    const secondLink = card(main, second!.question).getByRole('link', {
      name: second!.link.label,
    });
    for (
      let step = 0;
      step < 40 && !(await firstLink.evaluate((el) => el === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(secondLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${second!.link.href}$`));
  });

  test('passes axe once every block is in view', async ({ page }) => {
    await page.goto('/faq');
    await readToTheEnd(page);
    await expectNoAxeViolations(page);
  });
});
