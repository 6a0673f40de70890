import {
  experienceButtonLabel,
  experiences,
  racketClubPage,
  sanctumPage,
  seasons,
  seasonsPage,
  staysPage,
  wellnessPillars,
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

/** A button the spec shows without an action: present, marked unavailable, and saying so. */
async function expectComingSoon(scope: Page | Locator, label: string) {
  const button = scope.getByRole('button', { name: new RegExp(`^${label}`) });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toContainText('Coming soon');
}

test.describe('/experiences', () => {
  test('every card leads where the spec says', async ({ page, request }) => {
    // Whatever the address asks for, the prerendered HTML holds all ten cards.
    const html = await (await request.get('/experiences?category=family')).text();
    for (const experience of experiences) {
      expect(html).toContain(experience.description.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    }

    await page.goto('/experiences');
    const list = page.getByRole('list', { name: 'Experiences' });
    await expect(list.getByRole('article')).toHaveCount(10);
    for (const experience of experiences) {
      await expectLink(
        card(list, experience.title),
        experienceButtonLabel(experience),
        experience.link,
      );
    }
  });

  test('a category narrows the cards, and the address keeps the choice through a reload', async ({
    page,
  }) => {
    test.slow(); // a reload and a full axe pass
    await page.goto('/experiences');
    await waitForHydration(page);
    const filter = page.getByRole('group', { name: 'Filter experiences by category' });
    const cards = page.getByRole('list', { name: 'Experiences' }).getByRole('article');
    const status = page.getByText(/^Showing /);

    await expect(status).toHaveText('Showing all 10 experiences');
    await filter.getByRole('button', { name: 'Wellness' }).click();
    await expect(page).toHaveURL(/\/experiences\?category=wellness$/);
    await expect(cards.getByRole('heading')).toHaveText(['Sanctum Flow', 'Rest & Stillness']);
    await expect(status).toHaveText('Showing 2 of 10 experiences: Wellness');
    await expect(filter.getByRole('button', { name: 'Wellness' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Shared or reloaded, the address brings the same choice back.
    await page.reload();
    await waitForHydration(page);
    await expect(cards).toHaveCount(2);
    await expect(filter.getByRole('button', { name: 'Wellness' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoAxeViolations(page);
  });

  test('choosing the active category again, or All, shows every card again', async ({ page }) => {
    await page.goto('/experiences?category=technology');
    await waitForHydration(page);
    const filter = page.getByRole('group', { name: 'Filter experiences by category' });
    const cards = page.getByRole('list', { name: 'Experiences' }).getByRole('article');

    await expect(cards.getByRole('heading')).toHaveText([
      'Vitality Circuits',
      'AI Wellness Concierge',
    ]);
    await filter.getByRole('button', { name: 'Technology' }).click();
    await expect(page).toHaveURL(/\/experiences$/);
    await expect(cards).toHaveCount(10);

    await filter.getByRole('button', { name: 'Family' }).click();
    await expect(cards.getByRole('heading')).toHaveText(["The Kids' Path"]);
    await filter.getByRole('button', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/experiences$/);
    await expect(cards).toHaveCount(10);
    await expect(page.getByText(/^Showing /)).toHaveText('Showing all 10 experiences');
  });
});

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

/** How far the stays hero's picture is moved down: the nearest transformed ancestor's shift. */
function heroShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    let element = document.querySelector('main img')?.parentElement ?? null;
    while (element && element.tagName !== 'MAIN') {
      const transform = getComputedStyle(element).transform;
      if (transform !== 'none') return new DOMMatrix(transform).m42;
      element = element.parentElement;
    }
    return 0;
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

test.describe('/stays', () => {
  test('its buttons lead where the spec says', async ({ page }) => {
    await page.goto('/stays');
    for (const action of [...staysPage.hero.actions, ...staysPage.closing.actions]) {
      await expectAction(page.getByRole('main'), action);
    }
    for (const title of ['Wellness Suites', 'Garden Villas', 'Beehive Pods']) {
      await expect(card(page, title).getByRole('listitem')).toHaveCount(4);
    }
  });

  test('the hero picture drifts down at half the scroll distance', async ({ page }) => {
    await page.goto('/stays');
    await waitForHydration(page);
    await scrollTo(page, 200);
    await expect.poll(() => heroShift(page)).toBeGreaterThan(0);
    const first = await heroShift(page);
    await scrollTo(page, 300);
    await expect.poll(async () => (await heroShift(page)) - first).toBeCloseTo(50, 0);
  });

  test('the hero stays still for people who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/stays');
    await waitForHydration(page);
    await scrollTo(page, 300);
    // Give a moving layer its animation frame before asserting it did not move.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    expect(await heroShift(page)).toBe(0);
  });
});

test.describe('/racket-club', () => {
  test('its closing buttons lead where the spec says, and the study is named', async ({ page }) => {
    await page.goto('/racket-club');
    for (const action of racketClubPage.closing.actions) {
      await expectAction(page.getByRole('main'), action);
    }
    await expect(page.getByText(racketClubPage.longevity.source)).toBeVisible();
  });

  test('the gallery shows one photo on a phone, two on a tablet and three on a desktop', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'sets its own widths');
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
  });
});

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
