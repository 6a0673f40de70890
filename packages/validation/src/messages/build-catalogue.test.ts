import { contactLimits, formMessagesEn, formMessagesPtPT } from '@alento/content';
import type { FormMessages } from '@alento/content';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './build-catalogue.ts';
import { formatCount } from './catalogue.ts';
import { validationEn, validationPtPT } from './catalogues.ts';

/** A copy of a language's record with one change, as a property or a translator might make. */
const changed = (messages: FormMessages, change: (copy: FormMessages) => void): FormMessages => {
  const copy = structuredClone(messages);
  change(copy);
  return copy;
};

describe('a catalogue built from the content’s data', () => {
  it('writes the limits of contactLimits into the messages, which name them by placeholder', () => {
    expect(formMessagesEn.contact.message.tooLong).toBe(
      'Message must be less than {max} characters',
    );
    expect(validationEn.contact.message.tooLong).toBe(
      `Message must be less than ${formatCount('en-GB', contactLimits.message)} characters`,
    );
    expect(validationPtPT.contact.firstName.tooLong).toBe(
      `O nome deve ter menos de ${String(contactLimits.firstName)} caracteres`,
    );
    // The request forms give their own limits, written in the language's way.
    expect(validationPtPT.request.notes.tooLong(12000)).toBe(
      'As notas devem ter menos de 12\u00a0000 caracteres',
    );
  });

  it('chooses a count’s words by the language’s plural rules', () => {
    const wait = validationPtPT.toasts.tooManyAttempts.description;
    expect(wait(1)).toBe('Aguarde 1 minuto antes de enviar outra mensagem.');
    expect(wait(3)).toBe('Aguarde 3 minutos antes de enviar outra mensagem.');
    const exact = buildCatalogue(
      'en-GB',
      changed(formMessagesEn, (copy) => {
        copy.toasts.tooManyAttempts.description =
          'Please wait {minutes, plural, =1 {a minute} other {# minutes}}.';
      }),
    );
    expect(exact.toasts.tooManyAttempts.description(1)).toBe('Please wait a minute.');
    expect(exact.toasts.tooManyAttempts.description(4)).toBe('Please wait 4 minutes.');
  });

  it('writes a date’s parts in the order the record gives them, each as Intl writes it', () => {
    const day = new Date(Date.UTC(2026, 11, 1));
    expect(validationEn.handOff.date(day)).toBe('Tuesday 1 December 2026');
    expect(validationPtPT.handOff.date(day)).toBe('terça-feira, 1 de dezembro de 2026');
    const weekdayLast = buildCatalogue(
      'pt-PT',
      changed(formMessagesPtPT, (copy) => {
        copy.handOff.date = '{day} de {month} de {year} ({weekday})';
      }),
    );
    expect(weekdayLast.handOff.date(day)).toBe('1 de dezembro de 2026 (terça-feira)');
  });

  it('fills labels and names as they are, braces and all', () => {
    expect(validationEn.request.notAfter('Departure date', 'Arrival date')).toBe(
      'Departure date must be after the arrival date',
    );
    expect(validationPtPT.handOff.subject('um dia de spa', 'Ana {#1}')).toBe(
      'Pedido de um dia de spa: Ana {#1}',
    );
  });

  it('refuses a record that lacks a message, naming its key', () => {
    const missing = changed(formMessagesPtPT, (copy) => {
      delete (copy.request as Partial<FormMessages['request']>).reach;
    });
    expect(() => buildCatalogue('pt-PT', missing)).toThrow(
      'The form messages in pt-PT have no "request.reach"',
    );
    const empty = changed(formMessagesPtPT, (copy) => {
      copy.contact.firstName.required = '';
    });
    expect(() => buildCatalogue('pt-PT', empty)).toThrow(
      'The form messages in pt-PT have no "contact.firstName.required"',
    );
  });

  it('lets a property give its own words in the same shape', () => {
    const ours = buildCatalogue(
      'en-GB',
      changed(formMessagesEn, (copy) => {
        copy.contact.firstName.required = 'Please tell us your first name';
      }),
    );
    expect(ours.contact.firstName.required).toBe('Please tell us your first name');
    expect(ours.contact.lastName).toEqual(validationEn.contact.lastName);
  });
});
