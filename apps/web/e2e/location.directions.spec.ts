import { directionsPage, mapLink, siteConfig, travelPlaces, travelTimes } from '@alento/content';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support.ts';

test.describe('/location/directions', () => {
  test('give each way by road with its travel time, the train, the address and a map link', async ({
    page,
  }) => {
    await page.goto('/location/directions');
    const main = page.getByRole('main');
    for (const travel of travelTimes) {
      const card = main.getByRole('article').filter({
        has: page.getByRole('heading', { name: `From ${travelPlaces[travel.id]}` }),
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
