import { chrome, facilities, facilityCategoriesInUse, homePage } from '@alento/content';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  oneWidth,
  test,
  toastTitle,
  waitForHydration,
} from './support.ts';

const { floorPlan } = homePage;

test.describe('home page', () => {
  test(
    'every call leads where the spec says, with the spec prices and statistics',
    oneWidth,
    async ({ page }) => {
      await page.goto('/home');
      const main = page.getByRole('main');
      const hrefOf = (name: string | RegExp) =>
        main.getByRole('link', { name, exact: typeof name === 'string' }).getAttribute('href');

      expect(await hrefOf('Book Your Journey')).toBe('/booking');
      expect(await hrefOf('Explore All Facilities')).toBe('/spa');
      const signatureLinks = main.getByRole('link', { name: /Book This Experience/ });
      await expect(signatureLinks).toHaveCount(2);
      for (const link of await signatureLinks.all()) {
        await expect(link).toHaveAttribute('href', '/booking');
      }
      expect(await hrefOf(homePage.ai.action.label)).toBe('/ai');
      for (const action of [...homePage.closing.actions, ...homePage.banner.actions]) {
        expect(await hrefOf(action.label)).toBe(action.href);
      }

      const thermal = main.getByRole('article', { name: 'Thermal Sanctuary Journey' });
      await expect(thermal).toContainText('3 hours');
      await expect(thermal).toContainText('€180');
      const earth = main.getByRole('article', { name: 'Alentejo Earth Ritual' });
      await expect(earth).toContainText('2.5 hours');
      await expect(earth).toContainText('€240');
      for (const value of ['10k+', '15', '98%', '24/7']) {
        await expect(main.getByText(value, { exact: true })).toBeVisible();
      }

      await waitForHydration(page);
      await main.getByRole('link', { name: 'Explore All Facilities' }).click();
      await expect(page).toHaveURL(/\/spa$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Spa Circuit' })).toBeVisible();
    },
  );
});

/** The Earth Onsen marker of the floor plan. */
const earthOnsen = (page: Page) =>
  page.getByRole('list', { name: floorPlan.heading }).getByRole('button', { name: 'Earth Onsen' });

/** Opens the Earth Onsen marker's details and checks what they say. */
async function openEarthOnsen(page: Page): Promise<Locator> {
  await earthOnsen(page).click();
  const dialog = page.getByRole('dialog', { name: 'Earth Onsen' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('40-42°C');
  return dialog;
}

/** Escape closes the details and hands focus back to the marker; a press opens them again. */
async function escapeAndReopen(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(earthOnsen(page)).toBeFocused();
  await earthOnsen(page).click();
  await expect(dialog).toBeVisible();
}

test.describe('floor plan', () => {
  test('a marker opens its details by click; Escape and an outside click close them', async ({
    page,
  }) => {
    // axe over the whole long page, with the dialog open, takes a while on a busy machine.
    test.slow();
    await page.goto('/home');
    await waitForHydration(page);
    const plan = page.getByRole('list', { name: floorPlan.heading });
    await expect(plan.getByRole('button')).toHaveCount(35);

    const marker = plan.getByRole('button', { name: 'Earth Onsen' });
    const box = await marker.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);

    const dialog = await openEarthOnsen(page);
    await expect(dialog.getByRole('img')).toBeVisible();
    await expectNoAxeViolations(page);

    await escapeAndReopen(page, dialog);
    await page.getByRole('heading', { name: floorPlan.heading }).click();
    await expect(dialog).toBeHidden();
  });

  test('a marker still opens its details, centred, when the positioning code cannot load', async ({
    page,
  }) => {
    // The panel's positioning loads when a marker is first pointed at; here it never arrives.
    await page.route('**/assets/PopoverPanel-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/home');
    await waitForHydration(page);
    const plan = page.getByRole('list', { name: floorPlan.heading });
    const dialog = await openEarthOnsen(page);
    await expect(dialog).toBeFocused();
    // The page stays the page around it.
    await expect(plan.getByRole('button')).toHaveCount(35);
    await expectNoAxeViolations(page);

    await escapeAndReopen(page, dialog);
    // A press outside closes it: on a phone the centred dialog covers the plan, so the press
    // lands above it. Its box is read once it has moved in: while it does, it stands lower and
    // smaller, and a press just above that box can land on the dialog.
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const box = await dialog.boundingBox();
    if (!box) throw new Error('the dialog has no box');
    await page.mouse.click(box.x + box.width / 2, box.y - 12);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('works with the keyboard alone', oneWidth, async ({ page }) => {
    await page.goto('/home');
    await waitForHydration(page);
    const plan = page.getByRole('list', { name: floorPlan.heading });
    const group = page.getByRole('button', { name: floorPlan.groupLabel });
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-pressed', 'true');

    // Tab from the view buttons onto the plan; every marker is in the tab order.
    const first = plan.getByRole('button').first();
    for (
      let step = 0;
      step < 5 && !(await first.evaluate((el) => el === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(first).toBeFocused();
    const name = (await first.textContent()) ?? '';
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('grouping by category shows the legend and the tiles count the places', async ({ page }) => {
    await page.goto('/home');
    await waitForHydration(page);
    const legend = page.getByRole('list', { name: floorPlan.legendHeading });
    await expect(legend).toHaveCount(0);
    await expect(page.getByRole('button', { name: floorPlan.showAllLabel })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('button', { name: floorPlan.groupLabel }).click();
    await expect(legend).toBeVisible();
    for (const label of ['Mud & Scrub', 'Foot & Facial', 'Salt Therapy', 'Hot Baths']) {
      await expect(legend.getByText(label, { exact: true })).toBeVisible();
    }

    const tiles = page
      .getByRole('region', { name: floorPlan.summaryHeading })
      .getByRole('listitem');
    const expected = facilityCategoriesInUse().map((category) => {
      const count = facilities.filter((facility) => facility.category === category.id).length;
      return `${category.label}${floorPlan.countLabel(count)}`;
    });
    await expect(tiles).toHaveText(expected);
    await expect(tiles.filter({ hasText: 'Foot & Facial' })).toContainText('0 locations');
    await expect(tiles.filter({ hasText: 'Salt Therapy' })).toContainText('0 locations');
  });

  test('the text list names every facility without the map', oneWidth, async ({ page }) => {
    await page.goto('/home');
    const list = page.getByRole('region', { name: floorPlan.listHeading });
    await expect(list.locator('summary')).toHaveCount(35);
    await waitForHydration(page);
    await list.getByText('Celestial Cinema', { exact: true }).click();
    await expect(list.getByText(/Up to 12 guests at a screening/)).toBeVisible();
  });
  test('its code is not in the page’s first load: it comes once the page has hydrated', async ({
    page,
  }) => {
    const planCode = /\/assets\/FacilityPlan-[\w-]+\.js$/;
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const response = await page.goto('/home');
    const html = (await response?.text()) ?? '';
    expect(html, 'the page’s HTML names the plan’s code nowhere').not.toMatch(/FacilityPlan-/);
    await waitForHydration(page);
    expect(fetched.filter((path) => planCode.test(path))).toHaveLength(1);
    await openEarthOnsen(page);
  });

  test('when its code cannot load, its places stay readable and a toast says part of the page did not load', async ({
    page,
  }) => {
    await page.route('**/assets/FacilityPlan-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/home');
    await waitForHydration(page);
    await expect(toastTitle(page, chrome.partUnavailable.title)).toBeVisible();
    // The prerendered plan stays: its markers, and its list, whose entries open without scripts.
    await expect(
      page.getByRole('list', { name: floorPlan.heading }).getByRole('button'),
    ).toHaveCount(35);
    const list = page.getByRole('region', { name: floorPlan.listHeading });
    await list.getByText('Celestial Cinema', { exact: true }).click();
    await expect(list.getByText(/Up to 12 guests at a screening/)).toBeVisible();
    await expectNoAxeViolations(page);
    // The blocks after it hydrated all the same: the closing banner's link is the router's, and
    // leads on without loading a document.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const [action] = homePage.banner.actions;
    await page.getByRole('main').getByRole('link', { name: action.label }).last().click();
    await expect(page).toHaveURL(new RegExp(`${action.href}$`));
    expect(documents).toEqual([]);
  });

  test('a visit from another page whose plan cannot load fetches the home page whole instead', async ({
    page,
  }) => {
    await page.goto('/spa');
    await waitForHydration(page);
    await page.route('**/assets/FacilityPlan-*.js', (route) => route.abort('internetdisconnected'));
    const reload = page.waitForRequest(
      (request) => request.resourceType() === 'document' && request.url().endsWith('/home'),
    );
    await page
      .getByRole('banner')
      .getByRole('link', { name: chrome.homeLink('Alento') })
      .click();
    await reload;
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: floorPlan.heading })).toBeVisible();
    await waitForHydration(page);
    await expect(toastTitle(page, chrome.partUnavailable.title)).toBeVisible();
  });
});
