import { staysPage } from '@alento/content';
import type { Page } from '@playwright/test';
import { card, expect, expectAction, scrollTo, test, waitForHydration } from './support.ts';

/** How far the stays hero's picture is moved down: the nearest transformed ancestor's shift. */
function heroShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    let element = document.querySelector('main img')?.parentElement ?? null;
    while (element && element.tagName !== 'MAIN') {
      const transform = getComputedStyle(element).transform;
      if (transform !== 'none') return new DOMMatrix(transform).m42;
      element = element.parentElement;
    }
    return 0;
  });
}

test.describe('/stays', () => {
  test('its buttons lead where the spec says', async ({ page }) => {
    await page.goto('/stays');
    for (const action of [...staysPage.hero.actions, ...staysPage.closing.actions]) {
      await expectAction(page.getByRole('main'), action);
    }
    for (const title of ['Wellness Suites', 'Garden Villas', 'Beehive Pods']) {
      await expect(card(page, title).getByRole('listitem')).toHaveCount(4);
    }
  });

  test('the hero picture drifts down at half the scroll distance', async ({ page }) => {
    await page.goto('/stays');
    await waitForHydration(page);
    await scrollTo(page, 200);
    await expect.poll(() => heroShift(page)).toBeGreaterThan(0);
    const first = await heroShift(page);
    await scrollTo(page, 300);
    await expect.poll(async () => (await heroShift(page)) - first).toBeCloseTo(50, 0);
  });

  test('the hero stays still for people who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/stays');
    await waitForHydration(page);
    await scrollTo(page, 300);
    // Give a moving layer its animation frame before asserting it did not move.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    expect(await heroShift(page)).toBe(0);
  });
});
