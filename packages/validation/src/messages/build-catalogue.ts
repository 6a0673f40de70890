import { contactLimits, fillPlaceholders } from '@alento/content';
import type { FormMessages } from '@alento/content';
import { missingArgument, requireLocale } from '../missing-argument.ts';
import { formatCount } from './catalogue.ts';
import type { ValidationCatalogue } from './catalogue.ts';

/**
 * The record, read through a guard that names the first message it lacks or leaves empty, so a
 * missing translation fails where the catalogue is built, not where a guest meets it.
 */
function guarded<T extends object>(record: T, locale: string, path = ''): T {
  return new Proxy(record, {
    get(target, key) {
      const place = `${path}${String(key)}`;
      const value: unknown = Reflect.get(target, key);
      if (typeof value === 'object' && value !== null) return guarded(value, locale, `${place}.`);
      if (typeof value === 'string' && value !== '') return value;
      throw new Error(`The form messages in ${locale} have no "${place}"`);
    },
  });
}

/**
 * A catalogue from the forms' messages in one language (`@alento/content`'s
 * `data/form-messages/`, or a property's own record of the same shape): the words as written,
 * with their placeholders filled in the locale's way. The contact form's limits come from
 * `contactLimits`, a count's words follow the language's plural rules, and a date is written in
 * the order the record gives its parts, each part as `Intl` writes it. A message missing from the
 * record throws, naming its key.
 */
export function buildCatalogue(locale: string, messages: FormMessages): ValidationCatalogue {
  requireLocale('buildCatalogue(locale, messages)', locale);
  if (typeof messages !== 'object' || messages === null) {
    throw missingArgument(
      'buildCatalogue(locale, messages)',
      'messages',
      "the forms' messages in the language, e.g. formMessagesPtPT from @alento/content",
    );
  }
  // Every message is read here, once, so a template costs a fill and no lookup when it is used.
  const { contact, toasts, request, handOff } = guarded(messages, locale);
  const writeCount = (value: number) => formatCount(locale, value);
  const fill = (message: string, figures: Readonly<Record<string, string | number>>) =>
    fillPlaceholders(message, figures, locale, writeCount);
  const withLabel = (message: string) => (label: string) => fill(message, { label });
  const withMax = (message: string) => (max: number) => fill(message, { max });
  const { notAfter, outOfBounds } = request;
  // The other date's label is cited as written between quotation marks (pt-PT, es-ES) and
  // written in small letters in the run of a sentence ("after the arrival date").
  const earlierQuoted = /[«“"‘']\{earlier\}/.test(notAfter);
  const wait = toasts.tooManyAttempts.description;
  const { intro, subject, date: datePattern } = handOff;
  let dateParts: Intl.DateTimeFormat | undefined;

  return {
    locale,
    contact: {
      firstName: {
        required: contact.firstName.required,
        tooLong: fill(contact.firstName.tooLong, { max: contactLimits.firstName }),
        invalid: contact.firstName.invalid,
      },
      lastName: {
        required: contact.lastName.required,
        tooLong: fill(contact.lastName.tooLong, { max: contactLimits.lastName }),
        invalid: contact.lastName.invalid,
      },
      email: {
        invalid: contact.email.invalid,
        tooLong: fill(contact.email.tooLong, { max: contactLimits.email }),
      },
      subject: {
        required: contact.subject.required,
        tooLong: fill(contact.subject.tooLong, { max: contactLimits.subject }),
        html: contact.subject.html,
      },
      message: {
        tooShort: fill(contact.message.tooShort, { min: contactLimits.messageMin }),
        tooLong: fill(contact.message.tooLong, { max: contactLimits.message }),
        script: contact.message.script,
      },
    },
    toasts: {
      validation: {
        title: toasts.validation.title,
        description: toasts.validation.description,
      },
      error: { title: toasts.error.title, description: toasts.error.description },
      success: { title: toasts.success.title, description: toasts.success.description },
      tooManyAttempts: {
        title: toasts.tooManyAttempts.title,
        description: (minutes) => fill(wait, { minutes }),
      },
      sending: toasts.sending,
    },
    request: {
      required: withLabel(request.required),
      invalidDate: withLabel(request.invalidDate),
      pastDate: withLabel(request.pastDate),
      notAfter: (label, before) =>
        fill(notAfter, { label, earlier: earlierQuoted ? before : before.toLowerCase() }),
      invalidTime: withLabel(request.invalidTime),
      outOfBounds: (label, min, max) => fill(outOfBounds, { label, min, max }),
      name: {
        required: request.name.required,
        tooLong: withMax(request.name.tooLong),
        invalid: request.name.invalid,
      },
      email: { invalid: request.email.invalid, tooLong: withMax(request.email.tooLong) },
      phone: { invalid: request.phone.invalid },
      reach: request.reach,
      notes: { tooLong: withMax(request.notes.tooLong), script: request.notes.script },
    },
    handOff: {
      intro: (about) => fill(intro, { subject: about }),
      closing: handOff.closing,
      subject: (about, name) => fill(subject, { subject: about, name }),
      // Each part as `Intl` writes it in the language, in the record's order: en-GB's own pattern
      // puts a comma after the weekday in some browsers and not in others.
      date: (day) => {
        dateParts ??= new Intl.DateTimeFormat(locale, {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        });
        const part = Object.fromEntries(dateParts.formatToParts(day).map((p) => [p.type, p.value]));
        return fill(datePattern, {
          weekday: part.weekday ?? '',
          day: part.day ?? '',
          month: part.month ?? '',
          year: part.year ?? '',
        });
      },
    },
  };
}
