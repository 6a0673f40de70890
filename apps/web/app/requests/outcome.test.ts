import { requestPageFor } from '@alento/content';
import { describe, expect, it } from 'vitest';
import { requestFormUpdate } from './outcome.ts';

const dayPass = requestPageFor('/booking/day-pass');

const ready = {
  kind: 'ready',
  data: {
    date: '2026-12-01',
    guests: '2',
    name: 'Zoë O’Brien',
    email: 'zoe@example.org',
    phone: '',
    notes: 'Arriving by train',
  },
} as const;

describe('requestFormUpdate', () => {
  it('shows each broken rule at its field and focuses the first one in the form’s order', () => {
    expect(
      requestFormUpdate(dayPass, {
        kind: 'invalid',
        errors: { email: 'Give an e-mail or a phone number', guests: 'Guests is required' },
      }),
    ).toEqual({
      errors: { email: 'Give an e-mail or a phone number', guests: 'Guests is required' },
      focus: 'guests',
      toast: {
        title: 'Validation Error',
        description: 'Please check your input and try again.',
        variant: 'default',
      },
      summary: undefined,
    });
  });

  it('focuses a contact field when only the contact details are wrong', () => {
    const update = requestFormUpdate(dayPass, {
      kind: 'invalid',
      errors: { phone: 'Please enter a valid phone number' },
    });
    expect(update.focus).toBe('phone');
  });

  it('clears the messages and says how long to wait when the limit is reached', () => {
    expect(requestFormUpdate(dayPass, { kind: 'rate-limited', minutesLeft: 4 })).toEqual({
      errors: {},
      focus: undefined,
      toast: {
        title: 'Too Many Attempts',
        description: 'Please wait 4 minutes before submitting again.',
        variant: 'destructive',
      },
      summary: undefined,
    });
  });

  it('puts a ready request in a summary, with no message and no toast', () => {
    const update = requestFormUpdate(dayPass, ready);
    expect(update.errors).toEqual({});
    expect(update.focus).toBeUndefined();
    expect(update.toast).toBeUndefined();
    expect(update.summary?.subject).toBe('Request for a day pass: Zoë O’Brien');
    expect(update.summary?.lines).toEqual([
      { label: 'Date', value: 'Tuesday 1 December 2026' },
      { label: 'Guests', value: '2' },
      { label: 'Name', value: 'Zoë O’Brien' },
      { label: 'E-mail', value: 'zoe@example.org' },
      { label: 'Notes', value: 'Arriving by train' },
    ]);
    expect(update.summary?.text).toContain('I would like to request a day pass.');
  });

  it('gives the summary WhatsApp and e-mail links that carry exactly its message', () => {
    const summary = requestFormUpdate(dayPass, ready).summary;
    if (!summary) throw new Error('no summary');
    const whatsApp = new URL(summary.whatsAppUrl);
    expect(`${whatsApp.origin}${whatsApp.pathname}`).toBe('https://wa.me/351900000000');
    expect(whatsApp.searchParams.get('text')).toBe(summary.text);
    const mailto = new URL(summary.mailtoUrl);
    expect(mailto.pathname).toBe('hello@alento.example');
    expect(mailto.searchParams.get('subject')).toBe(summary.subject);
    expect(mailto.searchParams.get('body')).toBe(summary.text.replace(/\n/g, '\r\n'));
  });

  it('lists what a concierge journey carried after the page’s own fields', () => {
    const carried = [{ label: 'Concierge journey', value: 'Relax: Deep restoration' }];
    const lines = requestFormUpdate(dayPass, ready, carried).summary?.lines ?? [];
    expect(lines.map((line) => line.label)).toEqual([
      'Date',
      'Guests',
      'Concierge journey',
      'Name',
      'E-mail',
      'Notes',
    ]);
  });
});
