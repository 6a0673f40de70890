import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { validationPtPT } from '@alento/validation';
import { readMail, startMailServer } from '../../../packages/inbox/test/smtp.ts';
import type { TestMailServer } from '../../../packages/inbox/test/smtp.ts';
import type * as FooterModule from '../../../packages/content/src/footer.ts';
import type * as NewsletterModule from '../../../packages/content/src/pages/newsletter.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support.ts';
import { inLanguage } from './in-language.ts';

const { footer } = await inLanguage<typeof FooterModule>('pt-PT', 'footer.ts');
const pt = (await inLanguage<typeof NewsletterModule>('pt-PT', 'pages/newsletter.ts'))
  .newsletterPages;
const en = (await inLanguage<typeof NewsletterModule>('en-GB', 'pages/newsletter.ts'))
  .newsletterPages;
const { newsletter } = footer;

/**
 * The newsletter's double opt-in as a guest goes through it: the site's own server, started here
 * with a real SMTP server on 127.0.0.1, the links in its mails leading back to it, and a limit of
 * four sign-ups in 15 minutes from one address.
 */

let mail: TestMailServer;
let site: ChildProcess;
let base: string;
let dataDir: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'runs at desktop width only');

test.beforeAll(async () => {
  mail = await startMailServer();
  dataDir = mkdtempSync(join(tmpdir(), 'alento-newsletter-e2e-'));
  const port = await freePort();
  base = `http://127.0.0.1:${String(port)}`;
  site = spawn(process.execPath, ['server/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_URL: mail.url,
      INBOX_TO: 'reservas@alento.example',
      INBOX_RATE_LIMIT: '4/15m',
      ALENTO_DATA_DIR: dataDir,
      SITE_ORIGIN: base,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    site.on('error', reject);
    site.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('being served')) resolve();
    });
  });
});

test.afterAll(async () => {
  site.kill();
  await mail.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const cli = fileURLToPath(new URL('../../../packages/inbox/src/cli.ts', import.meta.url));

/** What `pnpm inbox subscribers` prints for the server's database. */
function subscribersCsv(): string {
  const run = spawnSync(process.execPath, [cli, 'subscribers'], {
    env: { ...process.env, ALENTO_DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** The next mail to arrive, decoded, with the links it carries. */
async function nextMail(count: number) {
  await expect.poll(() => mail.received.length, { timeout: 15_000 }).toBe(count);
  const raw = readMail(mail.received[count - 1] ?? '');
  // A long header is folded onto the next line; read each as one.
  const headers = raw.headers.replace(/\n[ \t]+/g, ' ');
  const { body } = raw;
  const link = (page: string) =>
    body.match(new RegExp(`${base}/(?:pt/|es/)?newsletter/${page}\\?token=[\\w-]+`))?.[0] ?? '';
  return { headers, body, confirm: link('confirm'), unsubscribe: link('unsubscribe') };
}

/** The page's own status, not the footer's. */
const result = (page: Page) => page.getByRole('main').getByRole('status');

const footerForm = (page: Page) => ({
  field: page.getByRole('textbox', { name: newsletter.label }),
  button: page.getByRole('button', { name: newsletter.button }),
  status: page.getByRole('contentinfo').getByRole('status'),
});

test('a Portuguese sign-up is kept only once confirmed from its mail, and unsubscribing removes it', async ({
  page,
}) => {
  await page.goto(`${base}/pt/home`);
  await waitForHydration(page);
  const { field, button, status } = footerForm(page);
  await field.fill('joana@example.pt');
  await button.click();
  await expect(status).toHaveText(newsletter.sent('joana@example.pt'));

  const sent = await nextMail(1);
  expect(sent.headers).toMatch(/^To: joana@example.pt$/m);
  expect(sent.headers).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
  expect(sent.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(sent.headers).toMatch(
    new RegExp(`^List-Unsubscribe: <${base}/api/newsletter/unsubscribe\\?token=[\\w-]+>$`, 'm'),
  );
  expect(sent.body).toContain('Recebemos um pedido para enviar as cartas de cada estação');
  expect(sent.body).toContain('A ligação é válida durante 7 dias.');
  expect(sent.confirm).toMatch(`${base}/pt/newsletter/confirm?token=`);
  expect(sent.unsubscribe).toMatch(`${base}/pt/newsletter/unsubscribe?token=`);
  // A pending sign-up is not a subscriber.
  expect(subscribersCsv()).not.toContain('joana@example.pt');

  await page.goto(sent.confirm);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: pt.confirm.button }).click();
  await expect(result(page)).toContainText(pt.confirm.confirmed);
  await expect(page.getByRole('button', { name: pt.confirm.button })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(subscribersCsv()).toMatch(/^joana@example\.pt,pt-PT,\d{4}-\d\d-\d\dT[\d:.]+Z$/m);

  await page.goto(sent.unsubscribe);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: pt.unsubscribe.button }).click();
  await expect(result(page)).toContainText(pt.unsubscribe.unsubscribed);
  await expectNoAxeViolations(page);
  expect(subscribersCsv()).not.toContain('joana@example.pt');
});

test('without JavaScript the confirmation page still confirms, and says so', async ({
  browser,
  request,
}) => {
  const signUp = await request.post(`${base}/api/newsletter`, {
    data: { email: 'tom@example.com', language: 'en-GB', id: 'signup-nojs-01', website: '' },
  });
  expect(signUp.status()).toBe(202);
  const sent = await nextMail(2);
  expect(sent.confirm).toMatch(`${base}/newsletter/confirm?token=`);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(sent.confirm);
  await page.getByRole('button', { name: en.confirm.button }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirm\?result=confirmed#confirmed$/);
  await expect(page.getByText(en.confirm.confirmed)).toBeVisible();
  await expect(page.getByRole('button', { name: en.confirm.button })).toBeHidden();
  await context.close();
  expect(subscribersCsv()).toMatch(/^tom@example\.com,en-GB,/m);
});

test('the footer tells what happened at each step, and keeps the address when it must', async ({
  page,
}) => {
  await page.goto(`${base}/pt/home`);
  await waitForHydration(page);
  const { field, button, status } = footerForm(page);

  // The browser refuses a malformed address with the same rule as the server; with its check
  // off, the server's refusal shows, in the page's words, on the field.
  await field.evaluate((input: HTMLInputElement) => {
    if (input.form) input.form.noValidate = true;
  });
  await field.fill('rita@');
  await button.click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(validationPtPT.contact.email.invalid);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('rita@');

  // While it is being sent, the button says so.
  await page.route('**/api/newsletter', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await field.fill('rita@example.pt');
  await button.click();
  await expect(page.getByRole('button', { name: newsletter.sending })).toBeVisible();
  await expect(status).toHaveText(newsletter.sent('rita@example.pt'));
  await expect(field).toHaveValue('');
  await nextMail(3);
  await page.unroute('**/api/newsletter');

  // Past the limit (four from one address in 15 minutes): the wait, and the address kept.
  await field.fill('rui@example.pt');
  await button.click();
  // The wait counts from the first sign-up of the window, a few seconds to a minute ago.
  await expect(status).toHaveText(
    new RegExp(`^(${[14, 15].map((minutes) => newsletter.tooManyAttempts(minutes)).join('|')})$`),
  );
  await expect(field).toHaveValue('rui@example.pt');

  // No answer at all: nothing was sent, and the address is still there.
  await page.route('**/api/newsletter', (route) => route.abort('internetdisconnected'));
  await button.click();
  await expect(status).toHaveText(newsletter.failed);
  await expect(field).toHaveValue('rui@example.pt');
  expect(mail.received).toHaveLength(3);
});

test('a link that is unknown or expired says so, with the next step', async ({ page }) => {
  await page.goto(`${base}/pt/newsletter/confirm?token=not-a-real-token`);
  await waitForHydration(page);
  await page.getByRole('button', { name: pt.confirm.button }).click();
  await expect(result(page)).toContainText(pt.confirm.expired);
  await expect(result(page).getByRole('link', { name: pt.homeLink })).toBeVisible();
  await expectNoAxeViolations(page);
});
