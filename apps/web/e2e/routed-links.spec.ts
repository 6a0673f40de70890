import { chrome, routeFor, siteConfig } from '@alento/content';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration, wideOnly } from './support.ts';

/** Every document the page loads from now on: a link the router follows loads none. */
function documentsLoaded(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  return documents;
}

test('a link of the site, clicked or taken with Enter, opens its page without loading a document, in Portuguese too', async ({
  page,
}) => {
  await page.goto('/pt/home');
  await waitForHydration(page);
  const documents = documentsLoaded(page);
  const heading = page.getByRole('heading', { level: 1 });
  const homeHeading = await heading.textContent();

  await page.locator('main a[href="/pt/spa"]').first().click();
  await expect(page).toHaveURL(/\/pt\/spa$/);
  await expect(heading).not.toHaveText(homeHeading ?? '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');

  // The brand, the header's link home, taken from the keyboard.
  await page.getByRole('banner').locator('a[href="/pt/home"]').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pt\/home$/);
  await expect(heading).toHaveText(homeHeading ?? '');
  expect(documents).toEqual([]);
});

test('a link to the page a guest is on does not add it to the history again', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  const entries = () => page.evaluate(() => window.history.length);
  const before = await entries();
  await page
    .getByRole('banner')
    .getByRole('link', { name: chrome.homeLink(siteConfig.name) })
    .click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await entries()).toBe(before);
  await page.locator('main a[href="/spa"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeFor('/spa').heading);
  expect(await entries()).toBe(before + 1);
});

test(
  'a link clicked with Ctrl opens its page in a new tab and leaves this one where it is',
  wideOnly,
  async ({ page, context }) => {
    await page.goto('/home');
    await waitForHydration(page);
    const opened = context.waitForEvent('page');
    await page
      .locator('main a[href="/spa"]')
      .first()
      .click({ modifiers: ['Control'] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/spa$/);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(routeFor('/spa').heading);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeFor('/home').heading);
  },
);

test('pointing at a link fetches its page’s code before the click', wideOnly, async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  const module = await page.evaluate(
    () =>
      (
        window as unknown as {
          __reactRouterManifest: { routes: Record<string, { module: string }> };
        }
      ).__reactRouterManifest.routes['routes/stays']?.module,
  );
  expect(module).toMatch(/^\/assets\/stays-/);
  const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === module, {
    timeout: 5_000,
  });
  await page.getByRole('banner').getByRole('link', { name: 'Stays', exact: true }).hover();
  await fetched;
  await expect(page).toHaveURL(/\/home$/);
});

test('a scroll that starts on a link does not wait for a script', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: 'Array.from(document.querySelectorAll("a[href]"))',
  });
  const { result: links } = await cdp.send('Runtime.getProperties', {
    objectId: result.objectId!,
    ownProperties: true,
  });
  const held: string[] = [];
  let checked = 0;
  for (const link of links) {
    if (!/^\d+$/.test(link.name) || !link.value?.objectId) continue;
    checked += 1;
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: link.value.objectId,
    });
    // A touch listener that is not passive makes the browser wait for it before it scrolls.
    for (const listener of listeners) {
      if (/^touch(start|move)$/.test(listener.type) && !listener.passive) {
        held.push(`${link.value.description ?? 'a link'}: ${listener.type}`);
      }
    }
  }
  expect(checked).toBeGreaterThan(20);
  expect(held).toEqual([]);
});
