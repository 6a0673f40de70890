import type { Page } from '@playwright/test';
import { requestContactFields, requestCopy, requestPageFor } from '@alento/content';
import type { RequestPage } from '@alento/content';
import { validationEn } from '@alento/validation';
import { headerValue, readMail } from '../../../packages/inbox/test/smtp.ts';
import type * as RequestsModule from '../../../packages/content/src/requests.ts';
import type * as RequestPagesModule from '../../../packages/content/src/request-pages.ts';
import { expect, expectNoAxeViolations, test, toastTitle, waitForHydration } from './support.ts';
import { inLanguage } from './in-language.ts';
import { startSiteWithInbox } from './site-with-inbox.ts';
import type { SiteWithInbox } from './site-with-inbox.ts';

/**
 * A booking request sent from its page reaches the resort: "Send to Alento" beside WhatsApp and
 * e-mail, through the site's own server and a real SMTP server on 127.0.0.1. The server checks
 * the request with the page's rules and words in the page's language.
 */

const pt = {
  ...(await inLanguage<typeof RequestsModule>('pt-PT', 'requests.ts')),
  ...(await inLanguage<typeof RequestPagesModule>('pt-PT', 'request-pages.ts')),
};

let site: SiteWithInbox;

test.describe.configure({ mode: 'serial' });
// The form's layout on a phone is the request pages' own tests' concern.
test.skip(({ isMobile }) => isMobile, 'runs at desktop width only');

test.beforeAll(async () => {
  site = await startSiteWithInbox();
});

test.afterAll(async () => {
  await site.stop();
});

/** A week from the real today: the server checks "not in the past" with its own clock. */
const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

type Words = Pick<typeof RequestsModule, 'requestCopy' | 'requestContactFields'>;
const en: Words = { requestCopy, requestContactFields };

async function fillDayPass(page: Page, record: RequestPage, words: Words) {
  const form = page.getByRole('form', { name: words.requestCopy.formHeading });
  for (const field of record.fields) {
    if (field.kind === 'date') await form.getByLabel(field.label, { exact: true }).fill(nextWeek);
    if (field.kind === 'count') await form.getByLabel(field.label, { exact: true }).fill('2');
  }
  const label = (name: keyof Words['requestContactFields']) =>
    form.getByLabel(words.requestContactFields[name].label, { exact: true });
  await label('name').fill('Inês Rebelo');
  await label('email').fill('ines@example.pt');
  await label('notes').fill('Chegamos de comboio.');
  await form.getByRole('button', { name: words.requestCopy.review }).click();
}

test('a Portuguese day-pass request reaches the resort as the guest saw it', async ({ page }) => {
  const record = pt.requestPageFor('/booking/day-pass');
  await page.goto(`${site.base}/pt/booking/day-pass`);
  await waitForHydration(page);
  await expect(page.getByText(pt.requestCopy.sendsHere)).toBeVisible();
  await fillDayPass(page, record, pt);
  const summary = page.getByRole('region', { name: pt.requestCopy.summaryHeading });
  const text = await summary.getByLabel(pt.requestCopy.messageLabel).textContent();
  await expect(summary.getByRole('link', { name: pt.requestCopy.sendEmail })).toBeVisible();
  await summary.getByRole('button', { name: pt.requestCopy.sendToResort }).click();
  const sent = page.getByRole('region', { name: pt.requestCopy.summarySentHeading });
  await expect(sent.getByRole('heading', { name: pt.requestCopy.sent.heading })).toBeFocused();
  await expect(sent.getByText(pt.requestCopy.sent.text)).toBeVisible();
  // Sent once: it no longer says it is ready to send, and the ways to send it again are gone.
  await expect(page.getByRole('heading', { name: pt.requestCopy.summaryHeading })).toHaveCount(0);
  await expect(page.getByText(pt.requestCopy.summaryIntroSends)).toHaveCount(0);
  await expect(sent.getByRole('button', { name: pt.requestCopy.sendToResort })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await expect.poll(() => site.mail.received.length, { timeout: 15_000 }).toBe(1);
  const { headers, body } = readMail(site.mail.received[0] ?? '');
  expect(headers).toMatch(/^To: reservas@alento.example$/m);
  expect(headers).toMatch(/^Reply-To: =\?UTF-8\?Q\?In=C3=AAs_Rebelo\?= <ines@example.pt>$/m);
  expect(headerValue(headers, 'Subject')).toBe(
    'Website request: Pedido de um passe de dia: Inês Rebelo',
  );
  expect(body).toContain('from /booking/day-pass on the website');
  expect(body).toContain('Language:  Português (pt-PT)');
  expect(body).toContain(text ?? 'the summary’s text');
});

test('what the server refuses returns to the form, each message at its field, nothing lost', async ({
  page,
}) => {
  const record = requestPageFor('/booking/day-pass');
  await page.goto(`${site.base}/booking/day-pass`);
  await waitForHydration(page);
  await fillDayPass(page, record, en);
  // What the form passed, the server checks again: here an address spoilt on the way.
  await page.route('**/api/request', async (route) => {
    const body = route.request().postDataJSON() as { values: Record<string, string> };
    await route.continue({
      postData: JSON.stringify({ ...body, values: { ...body.values, email: 'ines@' } }),
    });
  });
  await page.getByRole('button', { name: requestCopy.sendToResort }).click();
  const email = page.getByLabel(requestContactFields.email.label, { exact: true });
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(validationEn.request.email.invalid);
  await expect(email).toHaveValue('ines@example.pt');
  await expect(page.getByLabel(requestContactFields.name.label, { exact: true })).toHaveValue(
    'Inês Rebelo',
  );
  expect(site.mail.received).toHaveLength(1);
});

test('a request that cannot be sent says so and keeps the other ways to send it', async ({
  page,
}) => {
  const record = requestPageFor('/booking/day-pass');
  await page.goto(`${site.base}/booking/day-pass`);
  await waitForHydration(page);
  await fillDayPass(page, record, en);
  await page.route('**/api/request', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: requestCopy.sendToResort }).click();
  await expect(toastTitle(page, requestCopy.sendFailed.title)).toBeVisible();
  const summary = page.getByRole('region', { name: requestCopy.summaryHeading });
  await expect(summary.getByRole('button', { name: requestCopy.sendToResort })).toBeEnabled();
  await expect(summary.getByRole('link', { name: requestCopy.sendEmail })).toBeVisible();
  // Back online, the same press sends it.
  await page.unroute('**/api/request');
  await summary.getByRole('button', { name: requestCopy.sendToResort }).click();
  await expect(
    page
      .getByRole('region', { name: requestCopy.summarySentHeading })
      .getByRole('heading', { name: requestCopy.sent.heading }),
  ).toBeFocused();
  await expect.poll(() => site.mail.received.length, { timeout: 15_000 }).toBe(2);
});
