import {
  contactRateLimit,
  defaultAnswers,
  journeyToSearch,
  recommendJourney,
  requestContactFields,
  requestCopy,
  requestPageFor,
  requestPages,
  siteConfig,
} from '@alento/content';
import type { RequestPage } from '@alento/content';
import { composeRequest, validationEn } from '@alento/validation';
import type { Page } from '@playwright/test';
import { control, fill, form, requestToday, review, validValues } from './request-form.ts';
import {
  expect,
  expectNoAxeViolations,
  oneWidth,
  test,
  toastTitle,
  waitForHydration,
} from './support.ts';

const { request: requestMessages, toasts: contactToasts } = validationEn;

const tomorrow = '2026-11-24';
const yesterday = '2026-11-22';

async function open(page: Page, path: string) {
  await page.clock.install({ time: requestToday });
  await page.goto(path);
  await waitForHydration(page);
}

for (const record of requestPages as readonly RequestPage[]) {
  test.describe(record.path, () => {
    test(
      'the prerendered page holds the whole form, what is included and the price',
      oneWidth,
      async ({ request }) => {
        const html = await (await request.get(record.path)).text();
        for (const field of record.fields) expect(html).toContain(field.label);
        for (const item of record.included) expect(html).toContain(item);
        expect(html).toContain(record.price);
        for (const line of record.otherPrices ?? []) expect(html).toContain(line);
        expect(html).toContain(requestCopy.sendsHere);
        expect(html).toContain(requestCopy.review);
      },
    );

    test('an empty request names each missing answer at its field and focuses the first', async ({
      page,
    }) => {
      await open(page, record.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
      // Counts start at a sensible party size; cleared, they are missing too.
      for (const field of record.fields) {
        if (field.kind === 'count') await control(page, field).fill('');
      }
      await review(page);
      await expect(toastTitle(page, contactToasts.validation.title)).toBeVisible();
      for (const field of record.fields) {
        await expect(control(page, field)).toHaveAccessibleDescription(
          new RegExp(`^${requestMessages.required(field.label)}`),
        );
      }
      await expect(form(page).getByLabel('Your name', { exact: true })).toHaveAccessibleDescription(
        requestMessages.name.required,
      );
      await expect(form(page).getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription(
        requestMessages.reach,
      );
      const first = record.fields[0];
      if (first?.kind === 'choice') {
        await expect(control(page, first).getByRole('radio').first()).toBeFocused();
      } else if (first) {
        await expect(control(page, first)).toBeFocused();
      }
      await expectNoAxeViolations(page);
    });

    test(
      'past dates, dates out of order and party sizes out of bounds are refused, nothing typed is lost',
      oneWidth,
      async ({ page }) => {
        await open(page, record.path);
        const values = validValues(record);
        await fill(page, record, values);
        for (const field of record.fields) {
          if (field.kind === 'date') await control(page, field).fill(yesterday);
          if (field.kind === 'count') await control(page, field).fill(String(field.max + 1));
        }
        await review(page);
        for (const field of record.fields) {
          if (field.kind === 'date') {
            await expect(control(page, field)).toHaveAccessibleDescription(
              requestMessages.pastDate(field.label),
            );
          }
          if (field.kind === 'count') {
            await expect(control(page, field)).toHaveAccessibleDescription(
              new RegExp(`^${requestMessages.outOfBounds(field.label, field.min, field.max)}`),
            );
            await expect(control(page, field)).toHaveAttribute('aria-invalid', 'true');
          }
        }
        // What the guest typed is all still there.
        await expect(form(page).getByLabel('Your name', { exact: true })).toHaveValue(
          values.name ?? '',
        );
        await expect(form(page).getByLabel(requestContactFields.notes.label)).toHaveValue(
          values.notes ?? '',
        );
        // The date fields know today once the page is live.
        for (const field of record.fields) {
          if (field.kind === 'date')
            await expect(control(page, field)).toHaveAttribute('min', '2026-11-23');
        }

        const departure = record.fields.find((field) => field.kind === 'date' && field.after);
        if (departure?.kind === 'date' && departure.after) {
          const arrival = record.fields.find((field) => field.name === departure.after);
          if (!arrival) throw new Error('no arrival field');
          await control(page, arrival).fill('2026-12-04');
          await control(page, departure).fill('2026-12-02');
          await review(page);
          await expect(control(page, departure)).toHaveAccessibleDescription(
            requestMessages.notAfter(departure.label, arrival.label),
          );
          await expect(control(page, departure)).toBeFocused();
        }
      },
    );

    test('a valid request is shown in full, and the WhatsApp and e-mail links carry exactly that text', async ({
      page,
    }) => {
      await open(page, record.path);
      const values = validValues(record);
      await fill(page, record, values);
      await review(page);
      const summary = page.getByRole('region', { name: requestCopy.summaryHeading });
      await expect(
        summary.getByRole('heading', { name: requestCopy.summaryHeading }),
      ).toBeFocused();
      const expected = composeRequest(
        record,
        { ...values, email: 'zoe@example.org' },
        validationEn,
      );
      expect(expected.text.startsWith(`Hello ${siteConfig.name} team,`)).toBe(true);
      expect(expected.text).toContain('Name: Zoë O’Brien');
      expect(await summary.getByLabel(requestCopy.messageLabel).textContent()).toBe(expected.text);
      for (const line of expected.lines) {
        await expect(
          summary.getByRole('definition').filter({ hasText: line.value }).first(),
        ).toBeVisible();
      }
      await expect(summary).toContainText(requestCopy.summaryIntroSends);

      const whatsApp = await summary
        .getByRole('link', { name: new RegExp(requestCopy.sendWhatsApp) })
        .getAttribute('href');
      expect(whatsApp?.startsWith(`https://wa.me/${siteConfig.messagingNumber}?text=`)).toBe(true);
      expect(whatsApp).not.toContain('+');
      expect(decodeURIComponent(whatsApp?.split('?text=')[1] ?? '')).toBe(expected.text);

      const mailto = await summary
        .getByRole('link', { name: requestCopy.sendEmail })
        .getAttribute('href');
      expect(mailto?.startsWith(`mailto:${siteConfig.email}?subject=`)).toBe(true);
      const [subject = '', body = ''] = (mailto?.split('?')[1] ?? '').split('&');
      expect(decodeURIComponent(subject.replace('subject=', ''))).toBe(expected.subject);
      expect(decodeURIComponent(body.replace('body=', ''))).toBe(
        expected.text.replace(/\n/g, '\r\n'),
      );
      await expectNoAxeViolations(page);

      // Editing goes back to the form as it was filled.
      await summary.getByRole('button', { name: requestCopy.edit }).click();
      await expect(form(page).getByLabel('Your name', { exact: true })).toHaveValue(
        values.name ?? '',
      );
      const first = record.fields[0];
      if (first && first.kind !== 'choice') {
        await expect(control(page, first)).toHaveValue(values[first.name] ?? '');
      }
    });
  });
}

test('the spa request, written out: the words a guest will send', oneWidth, async ({ page }) => {
  const record = requestPageFor('/booking/spa');
  await open(page, record.path);
  await fill(page, record, {
    date: tomorrow,
    time: '10:30',
    guests: '2',
    journey: 'circuit',
    name: 'João Núñez',
    email: '',
    phone: '+351 912 345 678',
    notes: '',
  });
  await review(page);
  expect(await page.getByLabel(requestCopy.messageLabel).textContent()).toBe(
    [
      'Hello Alento team,',
      '',
      'I would like to request a spa day.',
      '',
      'Date: Tuesday 24 November 2026',
      'Arrival time: 10:30',
      'Guests: 2',
      'Circuit or guided journey: Self-guided circuit',
      'Name: João Núñez',
      'Phone: +351 912 345 678',
      '',
      'Thank you.',
    ].join('\n'),
  );
});

test(
  'too many requests in a few minutes get the contact form’s toast',
  oneWidth,
  async ({ page }) => {
    const record = requestPageFor('/booking/day-pass');
    await open(page, record.path);
    const values = validValues(record);
    await fill(page, record, values);
    for (let i = 0; i < contactRateLimit.max; i += 1) {
      await review(page);
      await page.getByRole('button', { name: requestCopy.edit }).click();
    }
    await review(page);
    await expect(toastTitle(page, contactToasts.tooManyAttempts.title)).toBeVisible();
    await expect(page.getByText(contactToasts.tooManyAttempts.description(5))).toBeVisible();
    // Refused, the form stays as it was: nothing typed is lost.
    await expect(form(page).getByLabel('Your name', { exact: true })).toHaveValue(
      values.name ?? '',
    );
  },
);

test(
  'when the rules cannot load, the form says so and keeps everything entered',
  oneWidth,
  async ({ page }) => {
    // The rules load on the first focus in the form; here they never arrive.
    await page.route('**/assets/review-*.js', (route) => route.abort('internetdisconnected'));
    const record = requestPageFor('/booking/day-pass');
    await open(page, record.path);
    const values = validValues(record);
    await fill(page, record, values);
    await review(page);
    await expect(toastTitle(page, requestCopy.reviewUnavailable.title)).toBeVisible();
    await expect(page.getByText(requestCopy.reviewUnavailable.description)).toBeVisible();
    // No summary replaced the form, and every field holds what was entered.
    await expect(form(page)).toBeVisible();
    await expect(form(page).getByLabel('Your name', { exact: true })).toHaveValue(
      values.name ?? '',
    );
    await expect(
      form(page).getByLabel(requestContactFields.notes.label, { exact: true }),
    ).toHaveValue(values.notes ?? '');
  },
);

test('a journey from the concierge fills the spa request', async ({ page }) => {
  const record = requestPageFor('/booking/spa');
  const journey = recommendJourney({ ...defaultAnswers, goals: ['Detoxification'] });
  await open(page, `${record.path}${journeyToSearch(journey)}`);
  const choice = form(page).getByRole('radiogroup', { name: 'Circuit or guided journey' });
  await expect(
    choice.getByRole('radio', { name: `Guided: ${journey.sequence.title}` }),
  ).toBeChecked();
  const carried = form(page).getByRole('status');
  await expect(carried.getByRole('heading', { name: requestCopy.carriedHeading })).toBeVisible();
  await expect(carried).toContainText(`${journey.mode.name}: ${journey.mode.title}`);
  for (const station of journey.stations) await expect(carried).toContainText(station.name);
  await expect(carried).toContainText(journey.touchless.name);
  await expectNoAxeViolations(page);

  // The journey travels on into the message.
  await fill(page, record, { ...validValues(record), journey: journey.sequence.id });
  await review(page);
  const text = await page.getByLabel(requestCopy.messageLabel).textContent();
  expect(text).toContain(`Concierge journey: ${journey.mode.name}: ${journey.mode.title}`);
  expect(text).toContain(`Touchless therapy: ${journey.touchless.name}`);
});

test(
  'an address that carries no real journey leaves the spa request as it was',
  oneWidth,
  async ({ page }) => {
    await open(page, '/booking/spa?mode=relax&sequence=nowhere');
    await expect(form(page).getByRole('heading', { name: requestCopy.carriedHeading })).toHaveCount(
      0,
    );
    await expect(form(page).getByRole('radio', { checked: true })).toHaveCount(0);
  },
);

test(
  'when a journey’s decoder cannot load, the spa request stays whole and empty',
  oneWidth,
  async ({ page }) => {
    await page.route('**/assets/carry-*.js', (route) => route.abort('internetdisconnected'));
    const journey = recommendJourney({ ...defaultAnswers, goals: ['Detoxification'] });
    await open(page, `/booking/spa${journeyToSearch(journey)}`);
    // Nothing is filled in, nothing breaks: the guest chooses as on any visit.
    await expect(form(page)).toBeVisible();
    await expect(form(page).getByRole('heading', { name: requestCopy.carriedHeading })).toHaveCount(
      0,
    );
    await expect(form(page).getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: requestCopy.review })).toBeEnabled();
  },
);
