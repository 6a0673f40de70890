import { spaceFeatures, spaces, spacesPage } from '@alento/content';
import type { Locator } from '@playwright/test';
import {
  card,
  expect,
  expectLink,
  expectNoAxeViolations,
  readToTheEnd,
  test,
  waitForHydration,
} from './support.ts';

test.describe('/spaces', () => {
  test('nine feature cards and fifteen spaces lead where the spec says', async ({ page }) => {
    await page.goto('/spaces');
    const features = page.getByRole('list', { name: spacesPage.featuresHeading });
    await expect(features.getByRole('article')).toHaveCount(9);
    for (const feature of spaceFeatures) {
      const link = card(features, feature.title).getByRole('link');
      // The shared label is completed, for screen readers, by the card's own name.
      await expect(link).toHaveAccessibleName(
        new RegExp(`^${feature.action.label} ?: ${feature.title.replace(/[&']/g, '.')}$`),
      );
      await expect(link).toHaveAttribute('href', feature.action.href);
    }
    const grid = page.getByRole('list', { name: spacesPage.gridHeading });
    await expect(grid.getByRole('article')).toHaveCount(15);
    for (const space of spaces) {
      const spaceCard = card(grid, space.title);
      await expect(spaceCard.getByRole('img')).toHaveCount(1);
      await expect(spaceCard.getByRole('link')).toHaveAttribute('href', space.action.href);
    }
    await expectLink(page.getByRole('main'), 'Open the Gallery', '/spaces/gallery');

    const hrefs = async (scope: Locator) =>
      new Set(
        await scope.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
      );
    expect(await hrefs(features)).toEqual(
      new Set(['/spa', '/racket-club', '/spaces#all-spaces', '/booking', '/concierge']),
    );
    expect(await hrefs(grid)).toEqual(
      new Set(['/booking/accommodations', '/spa', '/racket-club', '/food', '/booking']),
    );

    // The card that leads to the spaces, on the spaces page itself, goes down to the grid.
    await waitForHydration(page);
    await card(features, 'Nature Stays').getByRole('link').click();
    await expect(page).toHaveURL(/\/spaces#all-spaces$/);
    await expect(
      page.getByRole('heading', { level: 2, name: spacesPage.gridHeading }),
    ).toBeInViewport();

    await readToTheEnd(page);
    await expectNoAxeViolations(page);
  });
});
