import { holisticLandcarePage, partnersPage, siteConfig } from '@alento/content';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, scrollTo, test, waitForHydration } from './support.ts';

const pages = [
  { path: '/', record: partnersPage },
  { path: '/partners', record: partnersPage },
  { path: '/holistic-landcare', record: holisticLandcarePage },
] as const;

for (const { path, record } of pages) {
  test.describe(path, () => {
    test('shows every block of the page, a chat link with the intended message, and passes axe', async ({
      page,
    }) => {
      await page.goto(path);
      for (const heading of [
        record.vision.heading,
        record.experience.heading,
        record.philosophy.heading,
        record.opportunities.heading,
        record.benefits.heading,
        record.contact.heading,
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      const main = page.getByRole('main');
      for (const sanctum of ['Forest Sanctum', 'Celestial Sanctum', 'Highpoint Sanctum']) {
        await expect(main.getByRole('heading', { name: sanctum })).toBeVisible();
      }
      await expect(main.getByText('240 ha')).toBeVisible();
      await expect(
        main.getByText(/within 12 hours on business days, in English, Portuguese and Spanish/),
      ).toBeVisible();

      const chat = main.getByRole('link', { name: /Message us on WhatsApp/ });
      const url = new URL((await chat.getAttribute('href'))!);
      expect(url.origin).toBe('https://wa.me');
      expect(url.pathname).toBe(`/${siteConfig.messagingNumber}`);
      expect(url.searchParams.get('text')).toBe(
        'Hello Alento team, I would like to talk about partnership opportunities.',
      );
      await expect(
        main.getByRole('link', { name: `Write to ${siteConfig.partnershipEmail}` }),
      ).toHaveAttribute('href', `mailto:${siteConfig.partnershipEmail}`);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });

    test('Learn More takes the guest and the focus to the partner benefits', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Learn More' }).click();
      const benefits = page.locator('#benefits');
      await expect(benefits).toBeFocused();
      await expect(
        benefits.getByRole('heading', { name: record.benefits.heading }),
      ).toBeInViewport();
      await expect(page).toHaveURL(/#benefits$/);
      // The next Tab continues from the benefits section, not from the top of the page.
      await page.keyboard.press('Tab');
      const tabbedForward = await page.evaluate(
        () =>
          (document.querySelector('#benefits')!.compareDocumentPosition(document.activeElement!) &
            Node.DOCUMENT_POSITION_FOLLOWING) !==
          0,
      );
      expect(tabbedForward).toBe(true);
    });
  });
}

test.describe('the land variant’s hero', () => {
  const heroPictureTop = (page: Page) =>
    page.evaluate(() => document.querySelector('main img')!.getBoundingClientRect().top);

  test('moves up at half the scroll', async ({ page }) => {
    await page.goto('/holistic-landcare');
    await waitForHydration(page);
    const before = await heroPictureTop(page);
    await scrollTo(page, 200);
    // Scrolling alone moves it up by 200; once the hero's top has passed the top of the window
    // (it starts below the header), the parallax adds half of the distance scrolled past it.
    const expected = Math.round(200 + 0.5 * Math.max(0, 200 - before));
    expect(expected).toBeGreaterThan(200);
    await expect.poll(async () => Math.round(before - (await heroPictureTop(page)))).toBe(expected);
  });

  test('stays with the page under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/holistic-landcare');
    await waitForHydration(page);
    const before = await heroPictureTop(page);
    await scrollTo(page, 200);
    await page.waitForTimeout(100);
    expect(Math.round(before - (await heroPictureTop(page)))).toBe(200);
  });
});
