import { locationPage, mapLink } from '@alento/content';
import { expect, expectLink, expectNoAxeViolations, readToTheEnd, test } from './support.ts';

test.describe('/location', () => {
  test('shows the map, the times and the ways to arrive, and asks nothing of another host', async ({
    page,
  }) => {
    // The fixture fails the test on any request that leaves 127.0.0.1, the map's included.
    await page.goto('/location');
    const mapSection = page.getByRole('region', { name: locationPage.map.heading });
    await expect(
      mapSection.getByRole('img', { name: /Faro.*Seville|Seville.*Faro/ }),
    ).toBeVisible();
    const open = mapSection.getByRole('link', { name: /^Open in a map app/ });
    await expect(open).toHaveAttribute('href', mapLink());
    await expect(open).toHaveAttribute('target', '_blank');

    const times = page.getByRole('list', { name: locationPage.travel.label });
    await expect(times.getByRole('listitem')).toHaveCount(3);
    const expected = [
      ['Faro airport', '1.5 h'],
      ['Lisbon airport', '2.5 h'],
      ['Seville', '2 h'],
    ] as const;
    for (const [index, [place, time]] of expected.entries()) {
      const item = times.getByRole('listitem').nth(index);
      await expect(item).toContainText(place);
      await expect(item).toContainText(time);
    }
    const arrive = page.getByRole('region', { name: locationPage.transport.heading });
    for (const way of ['Private transfer', 'Rental car', 'Train plus shuttle']) {
      await expect(arrive.getByRole('heading', { name: way })).toBeVisible();
    }
    await expectLink(arrive, 'Arrange a Transfer', '/location/transfer');
    await expectLink(arrive, 'Get Directions', '/location/directions');
    await expect(page.getByRole('list', { name: locationPage.attractions.heading })).toContainText(
      'Évora',
    );

    await readToTheEnd(page);
    await expectNoAxeViolations(page);
  });
});
