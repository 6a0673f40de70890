import { notFound, pageRoutes } from '@alento/content';
import { expect, expectNoAxeViolations, oneWidth, test, waitForHydration } from './support.ts';

test.describe('every route of the table', () => {
  for (const route of pageRoutes) {
    test(`${route.path} is prerendered, shows its heading and passes axe`, async ({
      page,
      request,
    }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      // The content is in the HTML itself, before any script runs.
      expect(html).toContain(route.heading.replace(/'/g, '&#x27;'));
      expect(html).toContain(`<title>`);

      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page).toHaveTitle(
        new RegExp(`${route.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · Alento`),
      );
      // A link named only "Learn More" tells neither a screen reader nor a search engine where
      // it goes.
      await expect(
        page.getByRole('link', { name: /^(learn more|read more|more|click here|here)$/i }),
      ).toHaveCount(0);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }
});

test('an unknown path answers 404 with the not-found page', async ({ page, request }) => {
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('wandered off the path');

  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const visit = await page.goto('/no/such/page');
  expect(visit?.status()).toBe(404);
  await expect(page.getByText(notFound.message)).toBeVisible();
  await waitForHydration(page);
  await expect.poll(() => messages.join('\n')).toContain('/no/such/page');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: notFound.homeLink }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test(
  'the production server sends the security headers and compresses',
  oneWidth,
  async ({ request }) => {
    const response = await request.get('/home', { headers: { 'accept-encoding': 'br' } });
    const headers = response.headers();
    expect(headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(headers['content-security-policy']).not.toMatch(/unsafe-inline/);
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe('no-cache');

    const html = await (await request.get('/home')).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  },
);
