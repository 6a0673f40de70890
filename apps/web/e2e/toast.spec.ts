import { expect, test } from './support.ts';

test('the notification live regions are in the prerendered HTML, empty, before any script', async ({
  page,
}) => {
  const response = await page.request.get('/home');
  const html = await response.text();
  const region = /<section aria-label="Notifications"[^>]*>(.*?)<\/section>/s.exec(html)?.[1];
  expect(region, 'notifications region in the HTML').toBeDefined();
  expect(region).toMatch(/<div role="status"[^>]*><\/div>/);
  expect(region).toMatch(/<div role="alert"[^>]*><\/div>/);

  await page.goto('/home');
  const live = page.getByRole('region', { name: 'Notifications' });
  await expect(live.getByRole('status')).toBeEmpty();
  await expect(live.getByRole('alert')).toBeEmpty();
});
