import { contactLimits, requestPageFor } from '@alento/content';
import { describe, expect, it } from 'vitest';
import { validateContactValibot } from '../contact.ts';
import { composeRequest, formatRequestDate } from '../request-message.ts';
import { validateRequestValibot } from '../request.ts';
import { validateContactZod } from '../zod.ts';
import { formatCount } from './catalogue.ts';
import type { ValidationCatalogue } from './catalogue.ts';
import { validationEn, validationEsES, validationPtPT } from './catalogues.ts';

const valid = {
  firstName: 'Zoë',
  lastName: 'O’Brien',
  email: 'zoe@example.org',
  subject: 'A quiet weekend',
  message: 'We would like to visit in spring.',
};

/** What a guest sees under the form after sending it with these fields changed. */
const errorsIn = (catalogue: ValidationCatalogue, patch: Partial<typeof valid>) => {
  const input = { ...valid, ...patch };
  const valibot = validateContactValibot(input, catalogue);
  expect(validateContactZod(input, catalogue)).toEqual(valibot);
  return valibot.success ? {} : valibot.errors;
};

const languages = [
  {
    catalogue: validationEn,
    emptyFirstName: 'First name is required',
    longFirstName: 'First name must be less than 50 characters',
    longSubject: 'Subject must be less than 200 characters',
    shortMessage: 'Message must be at least 10 characters long',
    badEmail: 'Please enter a valid email address',
    wait: [
      'Please wait 1 minute before submitting again.',
      'Please wait 2 minutes before submitting again.',
      'Please wait 5 minutes before submitting again.',
    ],
    date: 'Tuesday 1 December 2026',
  },
  {
    catalogue: validationPtPT,
    emptyFirstName: 'O nome é obrigatório',
    longFirstName: 'O nome deve ter menos de 50 caracteres',
    longSubject: 'O assunto deve ter menos de 200 caracteres',
    shortMessage: 'A mensagem deve ter pelo menos 10 caracteres',
    badEmail: 'Introduza um endereço de e-mail válido',
    wait: [
      'Aguarde 1 minuto antes de enviar outra mensagem.',
      'Aguarde 2 minutos antes de enviar outra mensagem.',
      'Aguarde 5 minutos antes de enviar outra mensagem.',
    ],
    date: 'terça-feira, 1 de dezembro de 2026',
  },
  {
    catalogue: validationEsES,
    emptyFirstName: 'El nombre es obligatorio',
    longFirstName: 'El nombre debe tener menos de 50 caracteres',
    longSubject: 'El asunto debe tener menos de 200 caracteres',
    shortMessage: 'El mensaje debe tener al menos 10 caracteres',
    badEmail: 'Introduce un correo electrónico válido',
    wait: [
      'Espera 1 minuto antes de enviar otro mensaje.',
      'Espera 2 minutos antes de enviar otro mensaje.',
      'Espera 5 minutos antes de enviar otro mensaje.',
    ],
    date: 'martes, 1 de diciembre de 2026',
  },
] as const;

describe.each(languages)('the $catalogue.locale catalogue', (language) => {
  const { catalogue } = language;

  it('names the broken rule of each field, the same in valibot and zod', () => {
    expect(errorsIn(catalogue, { firstName: '' })).toEqual({
      firstName: language.emptyFirstName,
    });
    expect(errorsIn(catalogue, { firstName: 'a'.repeat(contactLimits.firstName + 1) })).toEqual({
      firstName: language.longFirstName,
    });
    expect(errorsIn(catalogue, { subject: 'a'.repeat(contactLimits.subject + 1) })).toEqual({
      subject: language.longSubject,
    });
    expect(errorsIn(catalogue, { message: 'a'.repeat(contactLimits.messageMin - 1) })).toEqual({
      message: language.shortMessage,
    });
    expect(errorsIn(catalogue, { email: 'zoe@' })).toEqual({ email: language.badEmail });
  });

  it('accepts a valid message whatever the language', () => {
    expect(errorsIn(catalogue, {})).toEqual({});
  });

  it('writes the wait in the singular for one minute and the plural otherwise', () => {
    const wait = catalogue.toasts.tooManyAttempts.description;
    expect([wait(1), wait(2), wait(5)]).toEqual(language.wait);
  });

  it('writes a request’s date out in full', () => {
    expect(formatRequestDate('2026-12-01', catalogue)).toBe(language.date);
    expect(formatRequestDate('soon', catalogue)).toBe('soon');
  });
});

describe('figures in the messages', () => {
  it('follow each language’s grouping: none in four digits, then a space or a dot', () => {
    expect(formatCount('en-GB', 2000)).toBe('2000');
    expect(formatCount('pt-PT', 2000)).toBe('2000');
    expect(formatCount('es-ES', 2000)).toBe('2000');
    expect(formatCount('en-GB', 12000)).toBe('12,000');
    expect(formatCount('pt-PT', 12000)).toBe('12\u00a0000');
    expect(formatCount('es-ES', 12000)).toBe('12.000');
  });

  it('take the many form where the language has one (a million minutes)', () => {
    expect(validationPtPT.toasts.tooManyAttempts.description(1_000_000)).toBe(
      'Aguarde 1\u00a0000\u00a0000 de minutos antes de enviar outra mensagem.',
    );
    expect(validationEsES.toasts.tooManyAttempts.description(1_000_000)).toBe(
      'Espera 1.000.000 de minutos antes de enviar otro mensaje.',
    );
    expect(validationEn.toasts.tooManyAttempts.description(1_000_000)).toBe(
      'Please wait 1,000,000 minutes before submitting again.',
    );
  });
});

describe('a request in another language', () => {
  const stay = requestPageFor('/booking/accommodations');
  const values = {
    stay: 'garden-villas',
    arrival: '2026-12-01',
    departure: '2026-12-04',
    adults: '2',
    children: '0',
    name: 'Zoë O’Brien',
    email: 'zoe@example.com',
    phone: '',
    notes: '',
  };

  it('is written with the catalogue’s sentences and dates', () => {
    const composed = composeRequest(stay, values, validationPtPT);
    expect(composed.text.split('\n')).toEqual(
      expect.arrayContaining([
        `Gostaria de pedir ${stay.subject}.`,
        expect.stringMatching(/: terça-feira, 1 de dezembro de 2026$/),
        expect.stringMatching(/: sexta-feira, 4 de dezembro de 2026$/),
        'Agradeço desde já.',
      ]),
    );
    expect(composed.subject).toBe(`Pedido de ${stay.subject}: Zoë O’Brien`);
    expect(composeRequest(stay, values, validationEsES).subject).toBe(
      `Solicitud de ${stay.subject}: Zoë O’Brien`,
    );
  });

  it('is refused in the catalogue’s words', () => {
    const clock = { today: '2026-11-23', catalogue: validationEsES };
    expect(validateRequestValibot(stay, { ...values, email: '' }, clock)).toEqual({
      success: false,
      errors: { email: 'Indica un correo electrónico o un número de teléfono' },
    });
    const arrival = stay.fields.find((field) => field.name === 'arrival');
    expect(validateRequestValibot(stay, { ...values, arrival: '2026-11-01' }, clock)).toEqual({
      success: false,
      errors: { arrival: `El campo «${arrival?.label ?? ''}» no puede contener una fecha pasada` },
    });
  });
});
