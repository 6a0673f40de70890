import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validationPtPT } from '@alento/validation';
import { readMail, startMailServer } from '../../../packages/inbox/test/smtp.ts';
import type { TestMailServer } from '../../../packages/inbox/test/smtp.ts';
import type * as ContactModule from '../../../packages/content/src/pages/contact.ts';
import type * as ChromeModule from '../../../packages/content/src/chrome.ts';
import { expect, test, toastTitle, waitForHydration } from './support.ts';
import { inLanguage } from './in-language.ts';

const { contactPage } = await inLanguage<typeof ContactModule>('pt-PT', 'pages/contact.ts');
const { chrome } = await inLanguage<typeof ChromeModule>('pt-PT', 'chrome.ts');
const { toasts } = validationPtPT;

/**
 * A message sent from the contact form reaches the resort: the site's own server, started here
 * with a real SMTP server on 127.0.0.1 and a limit of two messages in 15 minutes.
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
// One run is enough: the phone's layout of the form is the contact page's own tests' concern.
test.skip(({ isMobile }) => isMobile, 'runs at desktop width only');

test.beforeAll(async () => {
  mail = await startMailServer();
  dataDir = mkdtempSync(join(tmpdir(), 'alento-inbox-e2e-'));
  const port = await freePort();
  site = spawn(process.execPath, ['server/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_URL: mail.url,
      INBOX_TO: 'reservas@alento.example',
      INBOX_RATE_LIMIT: '2/15m',
      ALENTO_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    site.on('error', reject);
    site.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('being served')) resolve();
    });
  });
  base = `http://127.0.0.1:${String(port)}`;
});

test.afterAll(async () => {
  site.kill();
  await mail.close();
  rmSync(dataDir, { recursive: true, force: true });
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

test('the server’s limit reads as the form’s own: the wait, in minutes, and nothing lost', async ({
  page,
}) => {
  await page.goto(`${base}/pt/contact`);
  await waitForHydration(page);
  // The first test sent one; this is the second the limit allows, then one too many.
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
