import { racketClubPage } from '@alento/content';
import {
  expect,
  expectAction,
  expectNoAxeViolations,
  oneWidth,
  test,
  waitForHydration,
} from './support.ts';

test.describe('/racket-club', () => {
  test('its closing buttons lead where the spec says, and the study is named', async ({ page }) => {
    await page.goto('/racket-club');
    for (const action of racketClubPage.closing.actions) {
      await expectAction(page.getByRole('main'), action);
    }
    await expect(page.getByText(racketClubPage.longevity.source)).toBeVisible();
  });

  test(
    'the gallery shows one photo on a phone, two on a tablet and three on a desktop',
    oneWidth,
    async ({ page }) => {
      test.slow(); // three widths and a full axe pass
      // Slides a person can see: exposed to assistive technology and centred inside the gallery.
      const visibleSlides = async () => {
        const gallery = page.getByRole('region', { name: racketClubPage.gallery.label });
        const box = (await gallery.boundingBox())!;
        let count = 0;
        for (const slide of await gallery.getByRole('group').all()) {
          const s = await slide.boundingBox();
          const centre = s ? s.x + s.width / 2 : -1;
          if (centre > box.x && centre < box.x + box.width) count += 1;
        }
        return count;
      };
      const previous = page.getByRole('button', { name: /previous/i });

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/racket-club');
      await waitForHydration(page);
      await expect.poll(visibleSlides).toBe(1);
      await expect(previous).toBeHidden();

      await page.setViewportSize({ width: 800, height: 900 });
      await expect.poll(visibleSlides).toBe(2);
      await expect(previous).toBeVisible();

      await page.setViewportSize({ width: 1280, height: 900 });
      await expect.poll(visibleSlides).toBe(3);
      await page.getByRole('button', { name: /next/i }).click();
      await expect.poll(visibleSlides).toBe(3);
      await expectNoAxeViolations(page);
    },
  );
});
