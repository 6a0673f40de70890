import { requestContactFields, requestCopy } from '@alento/content';
import type { RequestField, RequestPage } from '@alento/content';
import type { Locator, Page } from '@playwright/test';
import { expect } from './support.ts';

/** The request form as a guest finds it: its controls by their labels, valid answers, review. */

/** "Today" for a test that fills a request: the rules about past dates are checked against it. */
export const requestToday = new Date('2026-11-23T09:00:00');

export const form = (page: Page) => page.getByRole('form', { name: requestCopy.formHeading });

/** The control a person finds by its label: a radio group for a choice, an input otherwise. */
export function control(
  page: Page,
  field: { kind?: RequestField['kind']; label: string },
): Locator {
  return field.kind === 'choice'
    ? form(page).getByRole('radiogroup', { name: field.label })
    : form(page).getByLabel(field.label, { exact: true });
}

/** A valid answer for each of a page's fields, on and after `requestToday`. */
export function validValues(page: RequestPage): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of page.fields) {
    if (field.kind === 'date') values[field.name] = field.after ? '2026-12-04' : '2026-12-01';
    if (field.kind === 'time') values[field.name] = '10:30';
    if (field.kind === 'count') values[field.name] = String(Math.min(field.max, field.min + 1));
    if (field.kind === 'choice') values[field.name] = field.options[1]?.value ?? '';
  }
  return {
    ...values,
    name: 'Zoë O’Brien',
    email: 'zoe@example.org',
    phone: '',
    notes: 'Arriving by train & 100% vegetarian, please',
  };
}

export async function fill(page: Page, record: RequestPage, values: Record<string, string>) {
  for (const field of record.fields) {
    const value = values[field.name] ?? '';
    if (field.kind === 'choice') {
      const option = field.options.find((o) => o.value === value);
      if (!option) continue;
      // The whole row is the target: a guest taps the words.
      await control(page, field).getByText(option.label, { exact: true }).click();
      await expect(control(page, field).getByRole('radio', { name: option.label })).toBeChecked();
    } else {
      await control(page, field).fill(value);
    }
  }
  for (const name of ['name', 'email', 'phone', 'notes'] as const) {
    await form(page)
      .getByLabel(requestContactFields[name].label, { exact: true })
      .fill(values[name] ?? '');
  }
}

export const review = (page: Page) =>
  page.getByRole('button', { name: requestCopy.review }).click();
