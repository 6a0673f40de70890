import { wellnessPillars } from '@alento/content';
import { card, expect, expectComingSoon, test } from './support.ts';

test.describe('/approach', () => {
  test('shows the eight pillars, whose programme buttons say they are coming soon', async ({
    page,
  }) => {
    await page.goto('/approach');
    for (const pillar of wellnessPillars) {
      const pillarCard = card(page, pillar.title);
      await expect(pillarCard).toContainText(pillar.description);
      await expectComingSoon(pillarCard, 'Programs');
    }
    await expect(page.locator('main a[href="/programs"]')).toHaveCount(0);
  });
});
