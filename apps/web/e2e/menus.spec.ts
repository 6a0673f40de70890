import { cafeMenu, dietaryLegend, menuPage, restaurantMenu } from '@alento/content';
import type { Menu } from '@alento/content';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support.ts';

const menuCases: [string, Menu][] = [
  ['restaurant', restaurantMenu],
  ['cafe', cafeMenu],
];

test.describe('menus', () => {
  for (const [name, menu] of menuCases) {
    test(`the ${name} menu lists its sections and dishes with dietary marks, and no prices`, async ({
      page,
    }) => {
      await page.goto(menu.path);
      const main = page.getByRole('main');
      await expect(main.getByText(menu.venue, { exact: true }).first()).toBeVisible();
      for (const section of menu.sections) {
        await expect(main.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
        const list = main.getByRole('list', { name: section.heading });
        await expect(list.getByRole('listitem')).toHaveCount(section.dishes.length);
      }

      // The legend spells out each mark on screen.
      for (const meaning of Object.values(dietaryLegend)) {
        await expect(main.getByRole('definition').filter({ hasText: meaning })).toBeVisible();
      }
      // Beside a dish, a screen reader hears the meaning, not the letters.
      const dish = menu.sections.flatMap((s) => s.dishes).find((d) => d.marks.length > 1);
      if (!dish) throw new Error('the menu has no dish with two marks');
      const item = main.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 3, name: dish.name }),
      });
      for (const mark of dish.marks) {
        await expect(item.getByText(mark, { exact: true })).toHaveAttribute('aria-hidden', 'true');
        await expect(item.getByText(dietaryLegend[mark], { exact: true })).toHaveCount(1);
      }

      await expect(main).toContainText(menuPage.allergyNote);
      await expect(main).not.toContainText('€');
      await expect(main.getByRole('link', { name: 'Back to Dining' }).first()).toHaveAttribute(
        'href',
        '/dining',
      );
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }

  test('the restaurant menu offers a table booking', async ({ page }) => {
    await page.goto(restaurantMenu.path);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Reserve a Table' }).first(),
    ).toHaveAttribute('href', '/booking');
  });
});
