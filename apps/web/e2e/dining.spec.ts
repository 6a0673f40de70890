import { foodVenues, siteConfig } from '@alento/content';
import {
  expect,
  expectLink,
  expectNoAxeViolations,
  oneWidth,
  readToTheEnd,
  test,
} from './support.ts';

test.describe('/dining and /food', () => {
  test('show the same Food page, both naming /dining as canonical', oneWidth, async ({ page }) => {
    const seen: string[] = [];
    for (const path of ['/dining', '/food']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Food' })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${siteConfig.origin}/dining`,
      );
      seen.push(await page.getByRole('main').innerText());
    }
    expect(seen[1]).toBe(seen[0]);
  });

  test('the restaurant leads to its menu and to booking, the cafe to its menu', async ({
    page,
  }) => {
    await page.goto('/food');
    const [restaurant, cafe] = foodVenues;
    const restaurantSection = page.getByRole('region', { name: restaurant.heading });
    await expect(restaurantSection).toContainText('open-air kitchen');
    await expectLink(restaurantSection, 'View the Restaurant Menu', '/restaurant-menu');
    await expectLink(restaurantSection, 'Reserve a Table', '/booking');
    const cafeSection = page.getByRole('region', { name: cafe.heading });
    await expect(cafeSection).toContainText('wellness cafe');
    await expectLink(cafeSection, 'View the Cafe Menu', '/cafe-menu');
    await expect(cafeSection.getByRole('link')).toHaveCount(1);

    await readToTheEnd(page);
    await expectNoAxeViolations(page);
  });
});
