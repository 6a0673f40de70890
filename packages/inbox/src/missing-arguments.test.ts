import { describe, expect, it } from 'vitest';
// Called as a newcomer calls them, from the package's entry point, with the argument a caller can
// forget left out: each says which function, which argument and what to pass.
import * as inbox from './index.ts';

type Loose = (...args: unknown[]) => unknown;
const loose = (fn: unknown) => fn as Loose;

describe('a public function of the inbox called without what it cannot do without', () => {
  it('createInboxHandler names its missing options, outbox, address and limiter', () => {
    const create = loose(inbox.createInboxHandler);
    const outbox = inbox.openOutbox(':memory:');
    const limiter = inbox.createLimiter(inbox.parseRateLimit('5/15m'));
    expect(() => create()).toThrow(
      /^createInboxHandler\(options\): options is missing — pass \{ outbox: openOutbox\(file\)/,
    );
    expect(() => create({ to: 'team@alento.example', limiter })).toThrow(
      /^createInboxHandler\(options\): outbox is missing — pass openOutbox\(file\)/,
    );
    expect(() => create({ outbox, limiter })).toThrow(
      /^createInboxHandler\(options\): to is missing — pass the resort's address/,
    );
    expect(() => create({ outbox, to: 'team@alento.example' })).toThrow(
      /^createInboxHandler\(options\): limiter is missing — pass createLimiter/,
    );
    expect(() => create()).toThrow(TypeError);
    expect(typeof create({ outbox, to: 'team@alento.example', limiter })).toBe('function');
  });

  it('createLimiter names its missing rate limit', () => {
    expect(() => loose(inbox.createLimiter)()).toThrow(TypeError);
    expect(() => loose(inbox.createLimiter)()).toThrow(
      /^createLimiter\(rateLimit\): rateLimit is missing — pass \{ limit, windowMs \}, e\.g\. parseRateLimit\('5\/15m'\)/,
    );
  });

  it('openOutbox names its missing file', () => {
    expect(() => loose(inbox.openOutbox)()).toThrow(TypeError);
    expect(() => loose(inbox.openOutbox)()).toThrow(
      /^openOutbox\(file\): file is missing — pass the outbox's file/,
    );
  });

  it('createSender names its missing options, outbox and delivery', () => {
    const create = loose(inbox.createSender);
    const outbox = inbox.openOutbox(':memory:');
    expect(() => create()).toThrow(/^createSender\(options\): options is missing — pass/);
    expect(() => create({ deliver: async () => {} })).toThrow(
      /^createSender\(options\): outbox is missing — pass/,
    );
    expect(() => create({ outbox })).toThrow(
      /^createSender\(options\): deliver is missing — pass smtpDelivery\(url, from\)/,
    );
  });

  it('smtpDelivery names its missing server and sender address', () => {
    expect(() => loose(inbox.smtpDelivery)()).toThrow(
      /^smtpDelivery\(url, from\): url is missing — pass the SMTP server's URL/,
    );
    expect(() => loose(inbox.smtpDelivery)('smtp://127.0.0.1:2525')).toThrow(
      /^smtpDelivery\(url, from\): from is missing — pass the address the mail comes from/,
    );
  });

  it('earliestToday reads the clock when no time is given', () => {
    expect(inbox.earliestToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(inbox.earliestToday(new Date('2026-12-01T12:00:00Z'))).toBe('2026-12-01');
  });
});
