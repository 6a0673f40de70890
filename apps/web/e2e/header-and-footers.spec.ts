import {
  footer,
  footerLinks,
  languages,
  navItems,
  pathIn,
  routeFor,
  siteConfig,
} from '@alento/content';
import { expect, narrowOnly, oneWidth, test, waitForHydration, wideOnly } from './support.ts';
import { inLanguage } from './in-language.ts';
import type * as FooterModule from '../../../packages/content/src/footer.ts';

const { footerLinks: footerLinksEs } = await inLanguage<typeof FooterModule>('es-ES', 'footer.ts');
const { footerLinks: footerLinksPt } = await inLanguage<typeof FooterModule>('pt-PT', 'footer.ts');

test.describe('header', () => {
  test(
    'on a phone the toggle opens the stacked menu, a link navigates and the menu closes',
    narrowOnly,
    async ({ page }) => {
      await page.goto('/home');
      await waitForHydration(page);
      const toggle = page.getByRole('button', { name: 'Menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const menu = page.getByRole('navigation', { name: 'Main' });
      for (const item of navItems) {
        await expect(menu.getByRole('link', { name: item.name })).toBeVisible();
      }
      await menu.getByRole('link', { name: 'Stays' }).click();
      await expect(page).toHaveURL(/\/stays$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Stays' })).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    },
  );

  test(
    'on a phone Book Now, the brand and the back button each close the menu',
    narrowOnly,
    async ({ page }) => {
      await page.goto('/spa');
      await waitForHydration(page);
      const banner = page.getByRole('banner');
      const toggle = banner.getByRole('button', { name: 'Menu' });
      const menu = page.getByRole('navigation', { name: 'Main' });
      const openMenu = async () => {
        await toggle.click();
        await expect(menu).toBeVisible();
      };
      const expectClosed = async () => {
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(menu).toBeHidden();
      };

      await openMenu();
      await banner.getByRole('link', { name: 'Book Now' }).click();
      await expect(page).toHaveURL(/\/booking$/);
      await expect(
        page.getByRole('heading', { level: 1, name: routeFor('/booking').heading }),
      ).toBeVisible();
      await expectClosed();

      await openMenu();
      await banner.getByRole('link', { name: `${siteConfig.name} home` }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(
        page.getByRole('heading', { level: 1, name: routeFor('/home').heading }),
      ).toBeVisible();
      await expectClosed();

      await openMenu();
      await page.goBack();
      await expect(page).toHaveURL(/\/booking$/);
      await expectClosed();

      // A link to the page already shown navigates nowhere new, and still closes the menu.
      await openMenu();
      await menu.getByRole('link', { name: 'Experiences' }).click();
      await expect(page).toHaveURL(/\/experiences$/);
      await openMenu();
      await menu.getByRole('link', { name: 'Experiences' }).click();
      await expectClosed();
    },
  );

  test('the header fits the narrowest phones inside its margins', narrowOnly, async ({ page }) => {
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/home');
      // Not only on the screen: the menu toggle keeps the same margin from the right edge as the
      // brand keeps from the left, rather than sitting against the glass.
      const overflow = await page.evaluate(() => {
        const header = document.querySelector('header')!;
        const bar = header.firstElementChild!;
        const limit =
          bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight);
        return [...bar.querySelectorAll('*')]
          .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
          .map((element) => element.textContent?.trim() || element.tagName);
      });
      expect(overflow, `header at ${width} px`).toEqual([]);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: 'Menu' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Book Now' })).toBeVisible();
    }
  });

  test(
    'on a wide screen the menu is inline and marks the current page',
    wideOnly,
    async ({ page }) => {
      await page.goto('/experiences');
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const item of navItems) {
        await expect(nav.getByRole('link', { name: item.name })).toBeVisible();
      }
      await expect(nav.getByRole('link', { name: 'Experiences' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await waitForHydration(page);
      await nav.getByRole('link', { name: 'Location' }).click();
      await expect(page).toHaveURL(/\/location$/);
      await expect(nav.getByRole('link', { name: 'Location' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );

  test(
    'the inline menu fits at its breakpoint before the text font has arrived',
    wideOnly,
    async ({ page }) => {
      // A first visit may paint in the fallback face: the header must fit in it too.
      await page.route('**/*.woff2', (route) => route.abort());
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/booking');
      const overflow = await page.evaluate(() => {
        const limit = document.documentElement.clientWidth;
        return [...document.querySelectorAll('header *')]
          .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
          .map((element) => element.textContent?.trim() || element.tagName);
      });
      expect(overflow).toEqual([]);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Book Now' })).toBeInViewport(
        {
          ratio: 1,
        },
      );
    },
  );

  for (const face of ['fallback face', 'text font'] as const) {
    test(
      `the inline menu holds one line at 1280 px in every language in the ${face}`,
      wideOnly,
      async ({ page }) => {
        // The menu wraps rather than overflow, but a second row at its breakpoint would mean it
        // had no room to spare: not for the fallback face a first visit may paint (sized to take
        // the text font's widths), nor for a browser that draws the text font a little wider.
        if (face === 'fallback face') await page.route('**/*.woff2', (route) => route.abort());
        await page.setViewportSize({ width: 1280, height: 800 });
        for (const path of ['/', '/pt/', '/es/']) {
          await page.goto(path);
          if (face === 'text font') {
            // Cached after the first load, the text font is drawn from the first paint on.
            await page.evaluate(() => document.fonts.ready);
            await page.goto(path);
            expect(
              await page.evaluate(() => document.fonts.check('500 1rem "Inter Variable"')),
            ).toBe(true);
          }
          const rows = await page
            .getByRole('banner')
            .getByRole('navigation')
            .first()
            .getByRole('listitem')
            .evaluateAll(
              (items) => new Set(items.map((item) => item.getBoundingClientRect().top)).size,
            );
          expect(rows, path).toBe(1);
        }
      },
    );
  }

  test(
    'the inline menu keeps its place while the header is still arriving',
    wideOnly,
    async ({ page }) => {
      // A slow connection can paint the page with the header parsed up to its menu: the menu must
      // already stand where it will stay once the actions after it arrive.
      const html = await (await page.request.get('/booking')).text();
      // The header's own menu: the language switcher's list comes before the header.
      const menuEnd = html.indexOf('</nav>', html.indexOf('<header')) + '</nav>'.length;
      const menuPlace = async () =>
        page.getByRole('banner').getByRole('navigation').first().boundingBox();
      await page.setViewportSize({ width: 1440, height: 800 });
      await page.route('**/booking-arriving', (route) =>
        route.fulfill({ contentType: 'text/html', body: html.slice(0, menuEnd) }),
      );
      await page.goto('/booking-arriving', { waitUntil: 'domcontentloaded' });
      const early = await menuPlace();
      await page.goto('/booking', { waitUntil: 'domcontentloaded' });
      const whole = await menuPlace();
      expect(early).not.toBeNull();
      expect(early?.x).toBeCloseTo(whole?.x ?? Number.NaN, 0);
    },
  );

  test('Book Now leads to the booking page', async ({ page }) => {
    await page.goto('/home');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Book Now' }).first().click();
    await expect(page).toHaveURL(/\/booking$/);
  });

  test('/approach has no menu and no toggle, and a three-column footer', async ({ page }) => {
    await page.goto('/approach');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Book Now' })).toBeVisible();
    const contentinfo = page.getByRole('contentinfo');
    await expect(contentinfo.getByRole('heading', { name: footer.programsHeading })).toHaveCount(0);
    await expect(contentinfo.locator('[data-columns]')).toHaveAttribute('data-columns', '3');
  });
});

test.describe('footers', () => {
  test('the footers fit every width without scrolling sideways', oneWidth, async ({ page }) => {
    // 1024 px is where the guest footer first sets four columns side by side.
    for (const width of [320, 768, 1024, 1100]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/contact', '/approach', '/partners']) {
        await page.goto(path);
        const overflow = await page.evaluate(() => {
          const limit = document.documentElement.clientWidth;
          return [...document.querySelectorAll('footer *')]
            .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
            .map((element) => element.tagName);
        });
        expect(overflow, `footer of ${path} at ${width} px`).toEqual([]);
      }
    }
  });

  test('the guest footer has every column of the spec', async ({ page }) => {
    await page.goto('/spa');
    const contentinfo = page.getByRole('contentinfo');
    await expect(
      contentinfo.getByRole('heading', { name: 'Begin Your Journey to Alento' }),
    ).toBeVisible();
    await expect(contentinfo.locator('[data-columns]')).toHaveAttribute('data-columns', '4');
    await expect(contentinfo.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
    await expect(contentinfo.getByRole('link', { name: siteConfig.phone })).toHaveAttribute(
      'href',
      `tel:${siteConfig.phoneE164}`,
    );
    for (const program of footer.programs) {
      await expect(contentinfo.getByText(program)).toBeVisible();
    }
    for (const label of footer.quickLinks) {
      // Quick links are plain text: the spec shows them non-clickable.
      await expect(contentinfo.getByText(label, { exact: true })).toBeVisible();
      await expect(contentinfo.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    }
    await expect(contentinfo.getByText(`© ${new Date().getFullYear()} Alento`)).toBeVisible();
  });

  test('the copyright shows the visitor’s current year, also on a page built in an earlier year', async ({
    page,
    request,
  }) => {
    const built = await (await request.get('/spa')).text();
    const buildYear = new Date().getFullYear();
    expect(built).toContain(`© ${buildYear} Alento`);
    // The visitor's clock is years ahead of the build.
    await page.clock.setFixedTime(new Date(`${buildYear + 5}-03-01T10:00:00Z`));
    await page.goto('/spa');
    await waitForHydration(page);
    await expect(
      page.getByRole('contentinfo').getByText(`© ${buildYear + 5} Alento`),
    ).toBeVisible();
  });

  test('the newsletter form needs an e-mail and says honestly what happened', async ({ page }) => {
    await page.goto('/spa');
    await waitForHydration(page);
    const email = page.getByRole('textbox', { name: footer.newsletter.label });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await page.getByRole('button', { name: footer.newsletter.button }).click();
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await email.fill('guest@example.org');
    await page.getByRole('button', { name: footer.newsletter.button }).click();
    // The build sends to its own inbox: a link to confirm is on its way, and nothing is kept yet.
    await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(
      footer.newsletter.sent('guest@example.org'),
    );
  });

  for (const path of ['/', '/partners', '/holistic-landcare']) {
    test(`${path} shows the partnership footer instead of the guest footer`, async ({ page }) => {
      await page.goto(path);
      const contentinfo = page.getByRole('contentinfo');
      await expect(
        contentinfo.getByRole('heading', { name: 'Begin Your Journey to Alento' }),
      ).toHaveCount(0);
      await expect(
        contentinfo.getByRole('link', { name: siteConfig.partnershipEmail }),
      ).toBeVisible();
      const chat = contentinfo.getByRole('link', { name: /Chat with us/ });
      const href = new URL((await chat.getAttribute('href'))!);
      expect(href.hostname).toBe('wa.me');
      expect(href.searchParams.get('text')).toContain('partnership');
      await expect(contentinfo.getByText(`© ${new Date().getFullYear()} Alento`)).toBeVisible();
    });
  }
});

test.describe('the footers’ row of links', () => {
  const rows = { 'en-GB': footerLinks, 'pt-PT': footerLinksPt, 'es-ES': footerLinksEs } as const;
  for (const language of languages) {
    const row = rows[language.locale];
    // A guest footer, the compact one and the partnership footer.
    for (const path of ['/spa', '/approach', '/partners']) {
      const at = pathIn(language, path);
      test(`${at} links the guest pages and the complaints book, each a 24 px target`, async ({
        page,
      }) => {
        await page.goto(at);
        const links = page
          .getByRole('contentinfo')
          .getByRole('navigation', { name: row.label })
          .getByRole('link');
        await expect(links).toHaveCount(row.items.length);
        for (const [index, item] of row.items.entries()) {
          const link = links.nth(index);
          await expect(link).toHaveAccessibleName(item.label);
          // Pages of the site stay in the guest's language; the complaints book is Portugal's.
          await expect(link).toHaveAttribute(
            'href',
            item.href.startsWith('/') ? pathIn(language, item.href) : item.href,
          );
          const box = await link.boundingBox();
          expect(Math.min(box?.width ?? 0, box?.height ?? 0), item.label).toBeGreaterThanOrEqual(
            24,
          );
        }
      });
    }
  }
});
