import {
  aiBenefits,
  aiSteps,
  aiTechnology,
  aiWellnessPage,
  bookingOffers,
  bookingPage,
  foodVenues,
  journeys,
  journeysPage,
  locationPage,
  mapLink,
  siteConfig,
  spaceFeatures,
  spaces,
  spacesPage,
  spaPaths,
} from '@alento/content';
import type { Locator, Page } from '@playwright/test';
import {
  card,
  expect,
  expectAction,
  expectLink,
  expectNoAxeViolations,
  test,
  waitForHydration,
} from './support.ts';

/**
 * Scrolls to the foot of the page and back, as a reader would: every lazy picture is fetched and
 * every block has faded in, so the checks that follow see the whole page.
 */
async function readToTheEnd(page: Page) {
  await waitForHydration(page);
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 700) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  }
  await page.waitForLoadState('networkidle');
}

test.describe('/booking', () => {
  test('leads to the spa form, the concierge, the passes and the stays, with prices', async ({
    page,
  }) => {
    await page.goto('/booking');
    for (const path of spaPaths) {
      await expectAction(card(page, path.title), path.action);
    }
    for (const offer of bookingOffers) {
      const offerCard = card(page, offer.title);
      await expect(offerCard).toContainText(offer.price);
      await expectAction(offerCard, offer.action);
    }
    await expect(card(page, 'Day Pass')).toContainText('From €120 per person');
    await expect(card(page, 'Treatment Packages')).toContainText('From €250 per person');
    await expect(page.getByText(bookingPage.vatNote)).toBeVisible();

    const stay = page.getByRole('region', { name: bookingPage.stay.heading });
    await expectLink(stay, 'View Accommodations', '/booking/accommodations');
    await expectLink(stay, 'Explore Our Spaces', '/spaces');

    await readToTheEnd(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('/programs', () => {
  test('six journeys and the concierge block lead where the spec says', async ({ page }) => {
    await page.goto('/programs');
    const list = page.getByRole('list', { name: 'Journeys' });
    await expect(list.getByRole('article')).toHaveCount(6);
    for (const journey of journeys) {
      await expectAction(card(list, journey.title), journey.action);
    }
    expect(journeys.map((j) => j.action.href)).toEqual([
      '/spa',
      '/racket-club',
      '/booking',
      '/booking',
      '/booking',
      '/booking',
    ]);
    const concierge = page.getByRole('region', { name: journeysPage.concierge.heading });
    await expectLink(concierge, 'Meet the Concierge', '/concierge');
    await expectLink(concierge, 'Our Approach', '/approach');

    await readToTheEnd(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('/dining and /food', () => {
  test('show the same Food page, both naming /dining as canonical', async ({ page }) => {
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

test.describe('/ai', () => {
  test('says how it works and where answers stay, then leads to booking and the sanctum', async ({
    page,
  }) => {
    await page.goto('/ai');
    const main = page.getByRole('main');
    // The hero's button and the closing call.
    const book = main.getByRole('link', { name: 'Book Your Journey', exact: true });
    await expect(book).toHaveCount(2);
    for (const link of await book.all()) await expect(link).toHaveAttribute('href', '/booking');

    // Near the top, before the steps: what the recommendations are and where the answers stay.
    const privacy = page.getByRole('region', { name: aiWellnessPage.privacy.heading });
    await expect(privacy).toContainText('computed in your own browser');
    await expect(privacy).toContainText('Your answers stay in your browser.');
    const headings = await main.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings[0]).toBe(aiWellnessPage.privacy.heading);

    const steps = page.getByRole('list', { name: aiWellnessPage.steps.heading });
    await expect(steps.getByRole('heading')).toHaveText(aiSteps.map((s) => s.title));
    const benefits = page.getByRole('list', { name: aiWellnessPage.benefits.heading });
    await expect(benefits.getByRole('article')).toHaveCount(aiBenefits.length);
    await expect(benefits.getByRole('article')).toHaveCount(6);
    const technology = page.getByRole('list', { name: aiWellnessPage.technology.heading });
    await expect(technology.getByRole('heading')).toHaveText(aiTechnology.map((t) => t.title));

    const closing = page.getByRole('region', { name: aiWellnessPage.closing.heading });
    await expectLink(closing, 'Book Your Journey', '/booking');
    await expectLink(closing, 'Learn More about the sanctums', '/sanctum');

    await readToTheEnd(page);
    await expectNoAxeViolations(page);
  });
});

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
