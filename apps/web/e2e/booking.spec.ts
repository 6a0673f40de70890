import { bookingOffers, bookingPage, spaPaths } from '@alento/content';
import {
  card,
  expect,
  expectAction,
  expectLink,
  expectNoAxeViolations,
  readToTheEnd,
  test,
} from './support.ts';

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
