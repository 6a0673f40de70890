/**
 * What a request form needs before any review: today's date for its date fields and the order
 * of its fields. Kept apart from the rules, so a form can show itself without loading them.
 */
import { requestContactFieldNames } from '@alento/content';
import type { RequestPage } from '@alento/content';

/** `YYYY-MM-DD` of a date in the local time zone: what `<input type="date">` calls today. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Every field of a request page, in the order the form shows them. */
export function requestFieldNames(page: Pick<RequestPage, 'fields'>): readonly string[] {
  return [...page.fields.map((field) => field.name), ...requestContactFieldNames];
}
