import {
  cafeMenu,
  dietaryLegend,
  directionsPage,
  mapLink,
  menuPage,
  restaurantMenu,
  siteConfig,
  spacesGallery,
  travelTimes,
} from '@alento/content';
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

test.describe('gallery of the spaces', () => {
  const items = spacesGallery.items;

  test('shows every thumbnail and caption before scripts run', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/spaces/gallery');
    const list = page.getByRole('list', { name: spacesGallery.heading });
    await expect(list.getByRole('listitem')).toHaveCount(items.length);
    await expect(list.getByRole('img')).toHaveCount(items.length);
    for (const item of items) await expect(list).toContainText(item.caption);
    await context.close();
  });

  test('opens with Enter, steps with the arrow keys and gives focus back on Escape', async ({
    page,
  }) => {
    await page.goto('/spaces/gallery');
    await waitForHydration(page);
    const list = page.getByRole('list', { name: spacesGallery.heading });
    const third = list.getByRole('button').nth(2);
    await third.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: spacesGallery.dialogLabel });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`3 of ${String(items.length)}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: spacesGallery.closeLabel })).toBeFocused();
    await expect(dialog).toContainText(items[2]?.caption ?? '');

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`4 of ${String(items.length)}`)).toBeVisible();
    await expect(dialog).toContainText(items[3]?.caption ?? '');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`3 of ${String(items.length)}`)).toBeVisible();
    await dialog.getByRole('button', { name: spacesGallery.nextLabel }).click();
    await expect(dialog.getByText(`4 of ${String(items.length)}`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus returns to the thumbnail of the picture last shown.
    await expect(list.getByRole('button').nth(3)).toBeFocused();
  });

  test('passes axe with the viewer closed', async ({ page }) => {
    await page.goto('/spaces/gallery');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('directions', () => {
  test('give each way by road with its travel time, the train, the address and a map link', async ({
    page,
  }) => {
    await page.goto('/location/directions');
    const main = page.getByRole('main');
    for (const travel of travelTimes) {
      const card = main.getByRole('article').filter({
        has: page.getByRole('heading', { name: `From ${travel.place}` }),
      });
      await expect(card).toContainText(`${String(travel.hours)} h`);
      await expect(card.getByRole('listitem').first()).toBeVisible();
    }
    await expect(main.getByRole('heading', { name: directionsPage.train.heading })).toBeVisible();

    const address = main.locator('address');
    await expect(address).toContainText(siteConfig.address.streetAddress);
    await expect(address).toContainText(siteConfig.address.postalCode);
    const map = main.getByRole('link', { name: new RegExp(directionsPage.address.mapLabel) });
    await expect(map).toHaveAttribute('href', mapLink());
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('link', { name: 'Arrange a Transfer' })).toHaveAttribute(
      'href',
      '/location/transfer',
    );
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
