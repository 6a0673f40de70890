import { sanctumPage } from '@alento/content';
import { card, expect, expectComingSoon, expectLink, test, waitForHydration } from './support.ts';

test.describe('/sanctum', () => {
  test('Sanctum Flow leads to the spa, BioSanctum says it is coming soon', async ({ page }) => {
    await page.goto('/sanctum');
    await expectLink(card(page, 'Sanctum Flow'), 'Enter Sanctum Flow', '/spa');
    await expectComingSoon(card(page, 'BioSanctum'), 'Explore BioSanctum');
    await expect(page.getByRole('list', { name: sanctumPage.journey.heading })).toBeVisible();
    await expect(
      page.getByRole('list', { name: sanctumPage.journey.heading }).getByRole('listitem'),
    ).toHaveCount(4);
    await expectLink(page, 'Personalise My Sanctum Day', '/booking');

    await waitForHydration(page);
    // Pressing it does nothing, and nothing pretends otherwise.
    await card(page, 'BioSanctum').getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sanctum$/);
  });
});
