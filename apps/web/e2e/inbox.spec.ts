import type { Page } from '@playwright/test';
import { validationEn, validationEsES, validationPtPT } from '@alento/validation';
import { readMail } from '../../../packages/inbox/test/smtp.ts';
import type { TestMailServer } from '../../../packages/inbox/test/smtp.ts';
import type * as ContactModule from '../../../packages/content/src/pages/contact.ts';
import type * as ChromeModule from '../../../packages/content/src/chrome.ts';
import { expect, test, toastTitle, waitForHydration } from './support.ts';
import { inLanguage } from './in-language.ts';
import { startSiteWithInbox } from './site-with-inbox.ts';
import type { SiteWithInbox } from './site-with-inbox.ts';

const { contactPage } = await inLanguage<typeof ContactModule>('pt-PT', 'pages/contact.ts');
const { chrome } = await inLanguage<typeof ChromeModule>('pt-PT', 'chrome.ts');
const { toasts } = validationPtPT;

/**
 * A message sent from the contact form reaches the resort: the site's own server, started here
 * with a real SMTP server on 127.0.0.1 and a limit of four messages in 15 minutes.
 */

let site: SiteWithInbox;
let base: string;
let mail: TestMailServer;

test.describe.configure({ mode: 'serial' });
// One run is enough: the phone's layout of the form is the contact page's own tests' concern.
test.skip(({ isMobile }) => isMobile, 'runs at desktop width only');

test.beforeAll(async () => {
  site = await startSiteWithInbox({ INBOX_RATE_LIMIT: '4/15m' });
  ({ base, mail } = site);
});

test.afterAll(async () => {
  await site.stop();
});

const fill = async (page: Page, subject: string) => {
  const fields = Object.fromEntries(contactPage.form.fields.map((f) => [f.name, f.label]));
  const box = (name: string) =>
    name === 'message'
      ? page.getByRole('textbox', { name: fields.message })
      : page.getByRole('textbox', { name: fields[name], exact: true });
  await box('firstName').fill('João');
  await box('lastName').fill('Gonçalves');
  await box('email').fill('joao@example.pt');
  await box('subject').fill(subject);
  await box('message').fill('A caminhada Kneipp está aberta em abril?\nObrigado, João');
};

test('a message sent from the Portuguese form reaches the resort by e-mail, in plain text', async ({
  page,
}) => {
  await page.goto(`${base}/pt/contact`);
  await waitForHydration(page);
  await fill(page, 'Fim de semana em abril');
  await page.getByRole('button', { name: contactPage.form.submit }).click();
  await expect(toastTitle(page, toasts.success.title, chrome.notifications)).toBeVisible();
  await expect.poll(() => mail.received.length, { timeout: 15_000 }).toBe(1);
  const { headers, body } = readMail(mail.received[0] ?? '');
  expect(headers).toMatch(/^To: reservas@alento.example$/m);
  expect(headers).toMatch(
    /^Reply-To: =\?UTF-8\?Q\?Jo=C3=A3o_Gon=C3=A7alves\?= <joao@example.pt>$/m,
  );
  expect(headers).toMatch(/^Subject: Website message: Fim de semana em abril$/m);
  expect(headers).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
  expect(body).toContain('From:      João Gonçalves <joao@example.pt>');
  expect(body).toContain('Language:  Português (pt-PT)');
  expect(body).toContain('A caminhada Kneipp está aberta em abril?\nObrigado, João');
});

for (const { locale, prefix, name, catalogue } of [
  { locale: 'en-GB', prefix: '', name: 'English', catalogue: validationEn },
  { locale: 'es-ES', prefix: '/es', name: 'Español', catalogue: validationEsES },
]) {
  test(`a message sent from the ${locale} form arrives with its language`, async ({ page }) => {
    const words = await inLanguage<typeof ContactModule>(locale, 'pages/contact.ts');
    const notifications = (await inLanguage<typeof ChromeModule>(locale, 'chrome.ts')).chrome
      .notifications;
    const label = (field: string) =>
      words.contactPage.form.fields.find((each) => each.name === field)?.label ?? field;
    await page.goto(`${base}${prefix}/contact`);
    await waitForHydration(page);
    // The footer's sign-up has an e-mail box too: the contact form's own are meant.
    const form = page.getByRole('form', { name: words.contactPage.form.heading });
    await form.getByRole('textbox', { name: label('firstName'), exact: true }).fill('Lucía');
    await form.getByRole('textbox', { name: label('lastName'), exact: true }).fill('Núñez');
    await form.getByRole('textbox', { name: label('email'), exact: true }).fill('lucia@example.es');
    await form.getByRole('textbox', { name: label('subject'), exact: true }).fill(`Hola ${locale}`);
    await form
      .getByRole('textbox', { name: label('message') })
      .fill('¿Está abierto el circuito termal en Nochevieja?');
    await page.getByRole('button', { name: words.contactPage.form.submit }).click();
    await expect(toastTitle(page, catalogue.toasts.success.title, notifications)).toBeVisible();
    await expect
      .poll(() => mail.received.some((raw) => raw.includes(`Hola ${locale}`)), { timeout: 15_000 })
      .toBe(true);
    const { headers, body } = readMail(
      mail.received.find((raw) => raw.includes(`Hola ${locale}`)) ?? '',
    );
    expect(headers).toMatch(/<lucia@example.es>$/m);
    expect(body).toContain(`Language:  ${name} (${locale})`);
    expect(body).toContain('¿Está abierto el circuito termal en Nochevieja?');
  });
}

test('the server’s limit reads as the form’s own: the wait, in minutes, and nothing lost', async ({
  page,
}) => {
  await page.goto(`${base}/pt/contact`);
  await waitForHydration(page);
  // The tests above sent three; this is the fourth the limit allows, then one too many.
  await fill(page, 'Segunda mensagem');
  await page.getByRole('button', { name: contactPage.form.submit }).click();
  await expect(toastTitle(page, toasts.success.title, chrome.notifications)).toBeVisible();
  await fill(page, 'Terceira mensagem');
  await page.getByRole('button', { name: contactPage.form.submit }).click();
  await expect(toastTitle(page, toasts.tooManyAttempts.title, chrome.notifications)).toBeVisible();
  await expect(page.getByText(toasts.tooManyAttempts.description(15))).toBeVisible();
  await expect(page.getByRole('textbox', { name: contactPage.form.fields[3]?.label })).toHaveValue(
    'Terceira mensagem',
  );
});

test('what is not a form from this site is refused with a plain answer', async ({ request }) => {
  const crossSite = await request.post(`${base}/api/contact`, {
    headers: { Origin: 'https://elsewhere.example', 'Content-Type': 'application/json' },
    data: '{}',
  });
  expect(crossSite.status()).toBe(403);
  const wrongType = await request.post(`${base}/api/contact`, {
    headers: { 'Content-Type': 'text/plain' },
    data: 'hello',
  });
  expect(wrongType.status()).toBe(415);
});

test('a press of Send that did not arrive is sent again under the same id; a change makes a new one', async ({
  page,
}) => {
  await page.goto(`${base}/pt/contact`);
  await waitForHydration(page);
  const ids: string[] = [];
  // The first press never reaches the server; the second does, and a changed message after it.
  await page.route('**/api/contact', async (route) => {
    ids.push((route.request().postDataJSON() as { id: string }).id);
    if (ids.length === 1) await route.abort('internetdisconnected');
    else await route.fulfill({ status: 429, headers: { 'Retry-After': '60' }, body: '{}' });
  });
  await fill(page, 'Mesma mensagem');
  const send = page.getByRole('button', { name: contactPage.form.submit });
  await send.click();
  await expect(toastTitle(page, toasts.error.title, chrome.notifications)).toBeVisible();
  await send.click();
  await expect(toastTitle(page, toasts.tooManyAttempts.title, chrome.notifications)).toBeVisible();
  await page.getByRole('textbox', { name: contactPage.form.fields[3]?.label }).fill('Outra');
  await send.click();
  await expect.poll(() => ids.length).toBe(3);
  expect(ids[1]).toBe(ids[0]);
  expect(ids[2]).not.toBe(ids[0]);
});

test.describe('when the data directory cannot be written', () => {
  let broken: SiteWithInbox;
  test.beforeAll(async () => {
    // Not a directory at all: even a superuser cannot keep a file under it.
    broken = await startSiteWithInbox({ ALENTO_DATA_DIR: '/dev/null/alento' });
  });
  test.afterAll(async () => {
    await broken.stop();
  });

  test('the form says "Error" and keeps every word; the server says why in its log', async ({
    page,
  }) => {
    await page.goto(`${broken.base}/pt/contact`);
    await waitForHydration(page);
    const answer = page.waitForResponse('**/api/contact');
    await fill(page, 'Guardado?');
    await page.getByRole('button', { name: contactPage.form.submit }).click();
    expect((await answer).status()).toBe(503);
    await expect(toastTitle(page, toasts.error.title, chrome.notifications)).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: contactPage.form.fields[3]?.label }),
    ).toHaveValue('Guardado?');
    expect(broken.output()).toMatch(/cannot be opened/);
    expect(broken.mail.received).toEqual([]);
  });
});
