import { bookNow, languages, pathIn } from '@alento/content';
import { expect, oneWidth, test, waitForHydration } from './support.ts';

/**
 * WCAG 1.4.12 (Text spacing): a guest's own style sheet may widen letters, words, lines and
 * paragraphs to these values, and nothing may be lost. Added as a constructed sheet, as a browser
 * extension would, so the page's CSP stays in force.
 */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** The pages with the longest header and the densest forms, in every language. */
const paths = languages.flatMap((language) =>
  ['/', '/booking/day-pass', '/contact'].map((path) => pathIn(language, path)),
);

for (const path of paths) {
  test(
    `${path} keeps the header and the page on screen with WCAG text spacing`,
    oneWidth,
    async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }, textSpacing);
      const header = page.getByRole('banner');
      for (const width of [1280, 1024, 390, 320]) {
        await page.setViewportSize({ width, height: 800 });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} at ${String(width)} px`).toBeLessThanOrEqual(width);
        // The call to action, by its address: its name is the page language's.
        const book = header.locator(`a[href$="${bookNow.path}"]`).first();
        await expect(book, `${path} at ${String(width)} px`).toBeInViewport({ ratio: 1 });
        const menu =
          width >= 1280
            ? header.getByRole('navigation').first().getByRole('link').last()
            : header.getByRole('button', { expanded: false });
        await expect(menu, `${path} at ${String(width)} px`).toBeInViewport({ ratio: 1 });
      }
    },
  );
}
