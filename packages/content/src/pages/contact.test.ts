import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../language-build.ts';
import { contactLimits } from '../constants.ts';
import { claims } from '../claims.ts';
import { contactPage } from './contact.ts';

const text = v.pipe(v.string(), v.minLength(1));

const ContactPageSchema = v.object({
  eyebrow: text,
  lede: text,
  details: v.object({
    heading: text,
    emailLabel: text,
    phoneLabel: text,
    locationLabel: text,
    responseHeading: text,
    response: text,
    languages: text,
  }),
  concierge: v.object({
    heading: text,
    text,
    link: v.object({ label: text, path: v.literal('/concierge') }),
  }),
  form: v.object({
    heading: text,
    intro: text,
    submit: text,
    fields: v.pipe(
      v.array(
        v.object({
          name: v.picklist(['firstName', 'lastName', 'email', 'subject', 'message']),
          label: text,
          maxLength: v.pipe(v.number(), v.integer(), v.minValue(1)),
          autoComplete: v.optional(v.picklist(['given-name', 'family-name', 'email'])),
          type: v.optional(v.literal('email')),
          multiline: v.optional(v.boolean()),
          hint: v.optional(text),
        }),
      ),
      v.length(5),
    ),
  }),
});

describe('contact page', () => {
  it('parses against its schema', () => {
    expect(() => v.parse(ContactPageSchema, contactPage)).not.toThrow();
  });

  it('labels the five fields as the spec does, with maxLength equal to the limits', () => {
    expect(
      contactPage.form.fields.map((field) => [field.name, field.label, field.maxLength]),
    ).toEqual([
      ['firstName', 'First name', contactLimits.firstName],
      ['lastName', 'Last name', contactLimits.lastName],
      ['email', 'Email', contactLimits.email],
      ['subject', 'Subject', contactLimits.subject],
      ['message', 'Message', contactLimits.message],
    ]);
    expect(contactLimits).toEqual({
      firstName: 50,
      lastName: 50,
      email: 255,
      subject: 200,
      messageMin: 10,
      message: 2000,
    });
  });

  it('lets the browser fill the names and e-mail', () => {
    const tokens = Object.fromEntries(
      contactPage.form.fields.map((f) => [
        f.name,
        'autoComplete' in f ? f.autoComplete : undefined,
      ]),
    );
    expect(tokens).toEqual({
      firstName: 'given-name',
      lastName: 'family-name',
      email: 'email',
      subject: undefined,
      message: undefined,
    });
  });

  it('counts the message’s characters in words a person reads and hears', () => {
    expect(contactPage.form.characterCount.format(12, 2000)).toBe('12 / 2000');
    expect(contactPage.form.characterCount.announce(1)).toBe('1 character left');
    expect(contactPage.form.characterCount.announce(40)).toBe('40 characters left');
  });

  it('promises the spec’s response time', () => {
    expect(claims.contactResponse).toBe('within 24 hours');
    expect(contactPage.details.response).toContain('within 24 hours');
    expect(contactPage.details.languages).toBe('Our team speaks English, Portuguese and Spanish.');
  });

  it('counts the characters left by each language’s plural rules', async () => {
    const pt = (await inLanguage('pt-PT', () => import('./contact.ts'))).contactPage;
    expect([1, 2, 0].map(pt.form.characterCount.announce)).toEqual([
      'Falta 1 carácter',
      'Faltam 2 caracteres',
      'Faltam 0 caracteres',
    ]);
    expect(pt.form.fields.find((field) => field.name === 'message')?.hint).toBe(
      'Pelo menos 10 caracteres.',
    );
    const es = (await inLanguage('es-ES', () => import('./contact.ts'))).contactPage;
    expect([1, 5].map(es.form.characterCount.announce)).toEqual([
      'Queda 1 carácter',
      'Quedan 5 caracteres',
    ]);
    expect(es.details.languages).toBe('Nuestro equipo habla inglés, portugués y español.');
  });
});
