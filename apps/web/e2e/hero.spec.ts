import { expect, layoutShifts, nextFrames, test, watchLayoutShifts } from './support.ts';
import { slowLink } from './slow-link.ts';

// Pages whose hero sets its text on the picture, in each language.
for (const path of ['/home', '/spa/etiquette', '/pt/location', '/es/stays']) {
  test(`${path}: the hero's text appears whole, where it stays, when the HTML pauses after the heading`, async ({
    page,
    baseURL,
  }) => {
    const link = await slowLink(baseURL!, (html) => {
      const main = html.indexOf('<main');
      return html.indexOf('</h1>', main) + '</h1>'.length;
    });
    try {
      await watchLayoutShifts(page);
      await page.goto(`${link.url}${path}`, { waitUntil: 'commit' });
      // The heading has arrived but not the rest of the hero: it waits rather than rise later
      // (out of sight, it is out of the accessibility tree too, so it is found by its tag).
      const arrived = page.locator('main h1');
      await expect(arrived).toHaveCount(1);
      await nextFrames(page);
      await expect(arrived).toBeHidden();
      await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
      link.release();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('load');
      await nextFrames(page);
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await link.close();
    }
  });
}
