import { chrome, spaHeroIntervalMs, spaPage } from '@alento/content';
import type { Page } from '@playwright/test';
import {
  card,
  expect,
  expectNoAxeViolations,
  layoutShifts,
  nextFrames,
  oneWidth,
  test,
  toastTitle,
  waitForHydration,
  watchLayoutShifts,
} from './support.ts';
import { slowLink } from './slow-link.ts';

const { hero } = spaPage;
const slide = 'aria-roledescription="slide"';
const slideSelector = `[${slide}]`;

/** The label of the slide on show, e.g. "3 of 16". */
async function currentSlide(page: Page): Promise<string | null> {
  return page
    .getByRole('region', { name: hero.carouselLabel })
    .locator('[aria-roledescription="slide"]:not([aria-hidden="true"]):not([inert])')
    .first()
    .getAttribute('aria-label');
}

test.describe('spa circuit page', () => {
  test('lists every section in order and calls to the spa booking and the concierge', async ({
    page,
  }) => {
    await page.goto('/spa');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 2, name: spaPage.intro.heading }),
    ).toBeVisible();
    const titles = await main
      .getByRole('article')
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(titles.slice(0, spaPage.sections.length)).toEqual(
      spaPage.sections.map((section) => section.title),
    );
    for (const sequence of spaPage.sequences.items) {
      await expect(main.getByRole('heading', { name: sequence.title })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Book a Spa Day' })).toHaveAttribute(
      'href',
      '/booking/spa',
    );
    await expect(
      main.getByRole('link', { name: 'Design Your Circuit with Our Concierge' }),
    ).toHaveAttribute('href', '/concierge');
  });

  test(
    'the hero carousel advances every 5 s, stops when paused and follows the arrow keys',
    oneWidth,
    async ({ page }) => {
      // Ends with axe over the whole page, which takes a while on a busy machine.
      test.slow();
      await page.clock.install();
      await page.goto('/spa');
      await waitForHydration(page);
      const carousel = page.getByRole('region', { name: hero.carouselLabel });
      await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(16);
      expect(await currentSlide(page)).toBe('1 of 16');

      await page.clock.runFor(spaHeroIntervalMs + 100);
      await expect.poll(() => currentSlide(page)).toBe('2 of 16');

      await carousel.getByRole('button', { name: hero.pauseLabel }).click();
      // Moving the pointer away: pausing must hold without the hover pause.
      await page.mouse.move(0, 0);
      await page.clock.runFor(spaHeroIntervalMs * 3);
      expect(await currentSlide(page)).toBe('2 of 16');
      await expect(carousel.getByRole('button', { name: hero.playLabel })).toBeVisible();

      await carousel.getByRole('button', { name: hero.playLabel }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => currentSlide(page)).toBe('3 of 16');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      // It loops: back past the first photo to the last.
      await expect.poll(() => currentSlide(page)).toBe('16 of 16');
      await expectNoAxeViolations(page);
    },
  );

  test('nothing shifts while the carousel runs', async ({ page }) => {
    await watchLayoutShifts(page);
    await page.clock.install();
    await page.goto('/spa');
    await waitForHydration(page);
    for (let turn = 0; turn < 3; turn += 1) {
      await page.clock.runFor(spaHeroIntervalMs);
      await page.waitForTimeout(300);
    }
    await expect.poll(() => currentSlide(page)).toBe('4 of 16');
    expect(await layoutShifts(page)).toEqual([]);
  });

  // Where a slow link can leave the HTML for a while: between the carousel's previous and next
  // controls, before its first slide, inside it (its picture in, its caption not yet) and after it.
  const pauses: Record<string, (html: string) => number> = {
    'between the previous and next controls': (html) => {
      const previous = html.indexOf('aria-controls=', html.indexOf('"carousel"'));
      return html.lastIndexOf('<button', html.indexOf('aria-controls=', previous + 1));
    },
    'before the first slide': (html) => html.lastIndexOf('<div', html.indexOf(slide)),
    'before the first caption': (html) => html.indexOf('<figcaption', html.indexOf(slide)),
    'after the first slide': (html) =>
      html.lastIndexOf('<div', html.indexOf(slide, html.indexOf(slide) + slide.length)),
  };
  for (const path of ['/spa', '/pt/spa', '/es/spa']) {
    for (const [where, splitAt] of Object.entries(pauses)) {
      test(`${path}: nothing on screen moves when the HTML pauses ${where}`, async ({
        page,
        baseURL,
      }) => {
        const link = await slowLink(baseURL!, splitAt);
        try {
          await watchLayoutShifts(page);
          await page.goto(`${link.url}${path}`, { waitUntil: 'commit' });
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // Two frames: what has arrived is on screen before the rest comes.
          await nextFrames(page);
          link.release();
          await expect(page.locator(slideSelector)).toHaveCount(16);
          await page.waitForLoadState('load');
          await nextFrames(page);
          expect(await layoutShifts(page)).toEqual([]);
        } finally {
          await link.close();
        }
      });
    }
  }

  test.describe('the station cards', () => {
    const cardsCode = /\/assets\/StationCard-[\w-]+\.js$/;
    const sections = spaPage.sections;
    const last = sections[sections.length - 1]!;

    test('their words and code are not in the page’s first load: they come once it has hydrated', async ({
      page,
    }) => {
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      const response = await page.goto('/spa');
      const html = (await response?.text()) ?? '';
      expect(html, 'the page’s HTML names the cards’ code nowhere').not.toMatch(
        /StationCard-[\w-]+\.js/,
      );
      await waitForHydration(page);
      expect(fetched.filter((path) => cardsCode.test(path))).toHaveLength(1);
      // Hydrated: the last card, far below the fold, waits to fade in until it is scrolled to.
      const lastCard = card(page, last.title);
      const block = lastCard.locator('xpath=..');
      await expect(block).toHaveAttribute('data-state', 'pending');
      await lastCard.scrollIntoViewIfNeeded();
      await expect(block).toHaveAttribute('data-state', 'visible');
      await expect(lastCard).toBeVisible();
    });

    test('when their code cannot load, they stay readable and a toast says part of the page did not load', async ({
      page,
    }) => {
      await page.route('**/assets/StationCard-*.js', (route) =>
        route.abort('internetdisconnected'),
      );
      await page.goto('/spa');
      await waitForHydration(page);
      await expect(toastTitle(page, chrome.partUnavailable.title)).toBeVisible();
      const titles = await page
        .getByRole('main')
        .getByRole('article')
        .getByRole('heading', { level: 3 })
        .allTextContents();
      expect(titles.slice(0, sections.length)).toEqual(sections.map((section) => section.title));
      // A station's notes still open and close without scripts.
      const sauna = card(page, sections[0]!.title);
      const notes = sauna.locator('details').first();
      await notes.locator('summary').click();
      await expect(notes).toHaveAttribute('open', '');
      await expectNoAxeViolations(page);
      // The blocks after them hydrated all the same: the guided sequences fade in when scrolled to.
      const sequence = card(page, spaPage.sequences.items[0]!.title);
      await sequence.scrollIntoViewIfNeeded();
      await expect(sequence.locator('xpath=..')).toHaveAttribute('data-state', 'visible');
    });

    test('a visit from another page shows every card without loading a document', async ({
      page,
    }) => {
      await page.goto('/home');
      await waitForHydration(page);
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.getByRole('link', { name: 'See the Spa Circuit' }).click();
      await expect(page).toHaveURL(/\/spa$/);
      const articles = page.getByRole('main').getByRole('article');
      await expect(articles.getByRole('heading', { level: 3, name: last.title })).toBeAttached();
      const titles = await articles.getByRole('heading', { level: 3 }).allTextContents();
      expect(titles.slice(0, sections.length)).toEqual(sections.map((section) => section.title));
      expect(documents).toEqual([]);
    });
  });
});
