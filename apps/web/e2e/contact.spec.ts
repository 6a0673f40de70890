import { claims, contactLimits, contactPage, siteConfig, toastDurationMs } from '@alento/content';
import {
  emailPattern,
  rateLimitStoragePrefix,
  validateContactValibot,
  validationEn,
} from '@alento/validation';
import type { Page } from '@playwright/test';
import { field, fillForm, holdSends, label, sendButton, valid } from './contact-form.ts';
import {
  expect,
  expectNoAxeViolations,
  oneWidth,
  test,
  toastTitle,
  waitForHydration,
} from './support.ts';

const { contact: contactMessages, toasts: contactToasts } = validationEn;
const validateContact = (input: unknown) => validateContactValibot(input, validationEn);

/** The send counts the limiter holds in this browser's storage. */
const storedSends = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as number[]).length,
    `${rateLimitStoragePrefix}contact`,
  );

const start = new Date('2026-11-23T09:00:00Z').getTime();

async function open(page: Page) {
  // Fake timers from the start: the 1 s send, the toasts and the 5-minute window run on demand.
  await page.clock.install({ time: start });
  await page.goto('/contact');
  await waitForHydration(page);
  // From here on, time moves only when the test moves it.
  await page.clock.pauseAt(start + 60_000);
}

/** One animation frame, and a little over: what the page needs to paint and run its effects. */
const frameMs = 20;

/** What the page waits after its load before it asks for its scripts, at most (the gate's). */
const gateWaitMs = 500;

/**
 * Waits for hydration while the clock stands still: the page asks for its scripts a moment after
 * its load, and its effects run after a frame, and both wait for the clock, so the test moves it
 * past the first, then one frame at a time.
 */
async function hydrateWhilePaused(page: Page) {
  await page.waitForLoadState('load');
  await page.clock.runFor(gateWaitMs);
  await expect
    .poll(async () => {
      await page.clock.runFor(frameMs);
      return page.evaluate(() => document.documentElement.dataset.hydrated);
    })
    .toBe('true');
}

/** Lets the toasts leave on their own (the pointer off them, or they would wait). */
async function letToastsGo(page: Page) {
  await page.mouse.move(1, 1);
  // A toast's time starts once it is on screen, at the next frame; then it gets all of it.
  await page.clock.runFor(frameMs);
  await page.clock.runFor(toastDurationMs);
  await expect(page.locator('[data-toast-id]')).toHaveCount(0);
}

/** Sends the form as it is to the site's inbox, seeing it busy while the message travels. */
async function send(page: Page) {
  const network = await holdSends(page);
  await sendButton(page).click();
  await expect(page.getByRole('button', { name: contactToasts.sending })).toBeVisible();
  await network.release();
  await expect(toastTitle(page, contactToasts.success.title)).toBeVisible();
  await page.unrouteAll();
}

test.describe('contact page', () => {
  // Each test walks the form through several sends on a fake clock, one also through axe: on a
  // busy two-core machine that needs more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test(
    'the prerendered page holds the details, the concierge link and the labelled form',
    oneWidth,
    async ({ page, request }) => {
      const html = await (await request.get('/contact')).text();
      for (const text of [
        siteConfig.email,
        `mailto:${siteConfig.email}`,
        `tel:${siteConfig.phoneE164}`,
        siteConfig.address.locality,
        claims.contactResponse,
        'href="/concierge"',
        ...Object.values(label),
      ]) {
        expect(html).toContain(text);
      }

      await page.goto('/contact');
      const details = page.getByRole('complementary', { name: contactPage.details.heading });
      await expect(details.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
        'href',
        `mailto:${siteConfig.email}`,
      );
      await expect(details.getByRole('link', { name: siteConfig.phone })).toHaveAttribute(
        'href',
        `tel:${siteConfig.phoneE164}`,
      );
      await expect(details.getByText(/within 24 hours/)).toBeVisible();
      await expect(
        page.getByRole('link', { name: contactPage.concierge.link.label }),
      ).toHaveAttribute('href', '/concierge');
      for (const copy of contactPage.form.fields) {
        const input = field(page, copy.name);
        await expect(input).toHaveAttribute('maxlength', String(copy.maxLength));
        if ('autoComplete' in copy) {
          await expect(input).toHaveAttribute('autocomplete', String(copy.autoComplete));
        }
      }
      await expect(field(page, 'email')).toHaveAttribute('type', 'email');
    },
  );

  test('an empty submit shows all five messages, tied to their fields, and focuses the first', async ({
    page,
  }) => {
    await open(page);
    await sendButton(page).click();
    const expected = {
      firstName: contactMessages.firstName.required,
      lastName: contactMessages.lastName.required,
      email: contactMessages.email.invalid,
      subject: contactMessages.subject.required,
      message: contactMessages.message.tooShort,
    };
    for (const [name, message] of Object.entries(expected)) {
      const input = field(page, name as keyof typeof label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(new RegExp(`^${message}`));
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field(page, 'firstName')).toBeFocused();
    await expect(toastTitle(page, contactToasts.validation.title)).toBeVisible();
    await expect(page.getByText(contactToasts.validation.description)).toBeVisible();
    // axe waits on timers of its own: let time run while it looks at the messages and the toast.
    await page.clock.resume();
    await expectNoAxeViolations(page);

    // Fixing the first two moves focus to the next field still wrong.
    await letToastsGo(page);
    await fillForm(page, { firstName: valid.firstName, lastName: valid.lastName });
    await sendButton(page).click();
    await expect(field(page, 'email')).toBeFocused();
    await expect(field(page, 'firstName')).not.toHaveAttribute('aria-invalid');
    expect(await storedSends(page)).toBe(0);
  });

  test(
    'length limits: the fields stop at them, the schema refuses one more, the message needs 10',
    oneWidth,
    async ({ page }) => {
      await open(page);
      // The DOM stops typing at maxLength, so limit + 1 can only reach the schema by going around
      // the field; the schema is checked directly for that, and through the page with the
      // attribute removed.
      for (const [name, limit] of [
        ['firstName', contactLimits.firstName],
        ['lastName', contactLimits.lastName],
        ['subject', contactLimits.subject],
        ['message', contactLimits.message],
      ] as const) {
        const input = field(page, name);
        await input.fill('a'.repeat(limit));
        await input.press('End');
        await input.press('a');
        await expect(input).toHaveValue('a'.repeat(limit));
      }
      expect(validateContact({ ...valid, firstName: 'a'.repeat(50) }).success).toBe(true);
      expect(validateContact({ ...valid, firstName: 'a'.repeat(51) })).toEqual({
        success: false,
        errors: { firstName: 'First name must be less than 50 characters' },
      });
      expect(validateContact({ ...valid, lastName: 'a'.repeat(51) })).toEqual({
        success: false,
        errors: { lastName: 'Last name must be less than 50 characters' },
      });
      expect(validateContact({ ...valid, subject: 'a'.repeat(200) }).success).toBe(true);
      expect(validateContact({ ...valid, subject: 'a'.repeat(201) })).toEqual({
        success: false,
        errors: { subject: 'Subject must be less than 200 characters' },
      });
      expect(validateContact({ ...valid, message: 'a'.repeat(2000) }).success).toBe(true);
      expect(validateContact({ ...valid, message: 'a'.repeat(2001) })).toEqual({
        success: false,
        errors: { message: 'Message must be less than 2000 characters' },
      });

      // Around the field (as a guest editing the page could): the message shows under it.
      await field(page, 'firstName').evaluate((input) => input.removeAttribute('maxlength'));
      await fillForm(page, { ...valid, firstName: 'a'.repeat(51), message: 'a'.repeat(9) });
      await sendButton(page).click();
      await expect(field(page, 'firstName')).toHaveAccessibleDescription(
        contactMessages.firstName.tooLong,
      );
      await expect(field(page, 'message')).toHaveAccessibleDescription(
        new RegExp(`^${contactMessages.message.tooShort}`),
      );
      await letToastsGo(page);
      await field(page, 'firstName').fill('a'.repeat(50));
      await field(page, 'message').fill('a'.repeat(10));
      // Held on the way out, so the test sees the form busy sending what it now accepts.
      await holdSends(page);
      await sendButton(page).click();
      await expect(field(page, 'firstName')).not.toHaveAttribute('aria-invalid');
      await expect(field(page, 'message')).not.toHaveAttribute('aria-invalid');
      await expect(page.getByRole('button', { name: contactToasts.sending })).toBeVisible();
    },
  );

  test(
    'markup typed or pasted leaves no tag, and XSS payloads never run or reach the DOM',
    oneWidth,
    async ({ page, context }) => {
      const dialogs: string[] = [];
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page);

      await field(page, 'subject').pressSequentially('<b>Hello</b> <i>there</i>');
      await expect(field(page, 'subject')).toHaveValue('bHello/b ithere/i');

      const payloads = [
        'JaVaScRiPt:alert(5)',
        '<img src=x onerror="window.__xss=1;alert(1)">',
        '"><script>window.__xss=2;alert(2)</script>',
        '<svg/onload=alert(3)>',
        // Last, so the message left in the box is long enough to send.
        '<a href="java&#x73;cript:alert(4)">A link for you</a>',
      ];
      for (const payload of payloads) {
        await field(page, 'message').fill('');
        await page.evaluate((text) => navigator.clipboard.writeText(text), payload);
        await field(page, 'message').focus();
        await page.keyboard.press('ControlOrMeta+V');
        const value = await field(page, 'message').inputValue();
        expect(value).not.toMatch(/[<>]|javascript:|onerror=|onload=/i);
        expect(value.length).toBeGreaterThan(0);
      }
      for (const name of ['firstName', 'lastName', 'email', 'subject'] as const) {
        await field(page, name).fill(payloads[1]!);
        await expect(field(page, name)).not.toHaveValue(/[<>]|onerror=/);
      }
      // Refused (the names and address are not valid): the messages render, nothing runs.
      await sendButton(page).click();
      await expect(toastTitle(page, contactToasts.validation.title)).toBeVisible();
      await letToastsGo(page);
      // Accepted: the cleaned subject and message are sent as plain text.
      await fillForm(page, {
        firstName: valid.firstName,
        lastName: valid.lastName,
        email: valid.email,
      });
      await send(page);

      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      // Nothing the guest wrote became an element: not in the form, not in a toast, nowhere.
      const form = page.getByRole('form', { name: contactPage.form.heading });
      const toasts = page.getByRole('region', { name: 'Notifications' });
      for (const scope of [form, toasts]) {
        await expect(scope.locator('img, script, iframe, a, b, i')).toHaveCount(0);
      }
      await expect(page.locator('[onerror], [onload], [href^="javascript" i]')).toHaveCount(0);
    },
  );

  test(
    'names of every script are accepted and a sent message clears the form',
    oneWidth,
    async ({ page }) => {
      await open(page);
      for (const [firstName, lastName] of [
        ['João', 'Núñez'],
        ['Ōta', "D'Angelo"],
      ] as const) {
        await fillForm(page, { ...valid, firstName, lastName });
        await send(page);
        await expect(page.getByText(contactToasts.success.description)).toBeVisible();
        for (const name of Object.keys(label) as (keyof typeof label)[]) {
          await expect(field(page, name)).toHaveValue('');
        }
        await letToastsGo(page);
      }
    },
  );

  test(
    'when what sends cannot load, the form says so and keeps every character typed',
    oneWidth,
    async ({ page }) => {
      // The part of the form that sends loads on the first focus in it; here it never arrives.
      await page.route('**/assets/send-*.js', (route) => route.abort('internetdisconnected'));
      await open(page);
      await fillForm(page);
      await sendButton(page).click();
      const { sendUnavailable } = contactPage.form;
      await expect(toastTitle(page, sendUnavailable.title)).toBeVisible();
      await expect(page.getByText(sendUnavailable.description)).toBeVisible();
      for (const [name, value] of Object.entries(valid))
        await expect(field(page, name as keyof typeof label)).toHaveValue(value);
      // Nothing was counted against the guest, and the button is ready for another try.
      expect(await storedSends(page)).toBe(0);
      await expect(sendButton(page)).toBeEnabled();
    },
  );

  test(
    'a double click sends once, the fourth send in 5 minutes is refused, also after a reload',
    oneWidth,
    async ({ page }) => {
      await open(page);
      await fillForm(page);
      const network = await holdSends(page);
      await sendButton(page).dblclick();
      await expect(page.getByRole('button', { name: contactToasts.sending })).toBeVisible();
      await network.release();
      await page.unrouteAll();
      await expect(toastTitle(page, contactToasts.success.title)).toHaveCount(1);
      await expect(field(page, 'firstName')).toHaveValue('');
      expect(await storedSends(page)).toBe(1);
      await letToastsGo(page);

      for (let sent = 2; sent <= 3; sent += 1) {
        await fillForm(page);
        await send(page);
        await letToastsGo(page);
      }
      expect(await storedSends(page)).toBe(3);

      await fillForm(page);
      await sendButton(page).click();
      await expect(toastTitle(page, contactToasts.tooManyAttempts.title)).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(
        'Please wait 5 minutes before submitting again.',
      );
      // A refused send keeps everything typed.
      await expect(field(page, 'message')).toHaveValue(valid.message);

      await page.reload();
      await hydrateWhilePaused(page);
      await fillForm(page);
      await sendButton(page).click();
      await expect(toastTitle(page, contactToasts.tooManyAttempts.title)).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(/Please wait [1-5] minutes? before/);
      expect(await storedSends(page)).toBe(3);

      // Once the first send is 5 minutes old, one place is free again.
      await letToastsGo(page);
      await page.clock.fastForward('05:00');
      await send(page);
      // The three earlier sends are all over 5 minutes old by now: only this one counts.
      expect(await storedSends(page)).toBe(1);
    },
  );

  test(
    'the e-mail rule is exactly the browser’s own check for type=email',
    oneWidth,
    async ({ page }) => {
      await page.goto('/contact');
      const candidates = [
        'a@b',
        'a@b.c',
        'first.last+tag@sub.example.co',
        "o'brien@example.org",
        '.dots.@example.com',
        'a..b@example.com',
        'plain',
        'a@',
        '@example.com',
        'a b@example.com',
        'a@exa mple.com',
        'a@-example.com',
        'a@example-.com',
        'a@example..com',
        'a@.example.com',
        'a@example.com.',
        'joão@example.com',
        'a@exámple.com',
        'a@[127.0.0.1]',
        '"quoted"@example.com',
        `a@${'x'.repeat(63)}.com`,
        `a@${'x'.repeat(64)}.com`,
        'a@b_c.com',
        'a@1.2.3.4',
        'x@localhost',
        "!#$%&'*+/=?^_`{|}~-@example.com",
        'a(b)@example.com',
        'a@b@c.com',
      ];
      const browserSays = await page.evaluate((values) => {
        const input = document.createElement('input');
        input.type = 'email';
        return values.map((value) => {
          input.value = value;
          return !input.validity.typeMismatch;
        });
      }, candidates);
      expect(candidates.map((value) => emailPattern.test(value))).toEqual(browserSays);
    },
  );
});
