import { seasons, seasonsPage } from '@alento/content';
import { expect, expectAction, expectComingSoon, test } from './support.ts';

test.describe('/seasons', () => {
  test('each season leads where the spec says; the closing buttons say coming soon', async ({
    page,
  }) => {
    await page.goto('/seasons');
    for (const season of seasons) {
      const section = page.getByRole('region', { name: season.name });
      await expect(section.getByRole('img')).toHaveCount(4);
      for (const action of season.actions) {
        await expectAction(section, action);
      }
    }
    for (const action of seasonsPage.closing.actions) {
      await expectComingSoon(page.getByRole('main'), action.label);
    }
  });
});
