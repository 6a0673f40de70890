import { requestPageFor } from '@alento/content';
import { describe, expect, it } from 'vitest';
// Called as a newcomer calls them: from the package's entry points, with the argument a caller
// can forget left out. Each must say which function, which argument and what to pass.
import * as validation from './index.ts';
import * as zod from './zod.ts';

type Loose = (...args: unknown[]) => unknown;
const loose = (fn: unknown) => fn as Loose;

const page = requestPageFor('/booking/spa');
const message = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.org',
  subject: 'A quiet weekend',
  message: 'We would like to visit in spring.',
};
const catalogueHint = /pass the catalogue of the page's language, e\.g\. validationEn/;

describe('a public function called without what it cannot do without', () => {
  it.each([
    ['validateContactValibot', () => loose(validation.validateContactValibot)(message)],
    ['contactSchemaValibot', () => loose(validation.contactSchemaValibot)()],
    ['validateContactZod', () => loose(zod.validateContactZod)(message)],
    ['contactSchemaZod', () => loose(zod.contactSchemaZod)()],
    ['validateNewsletterZod', () => loose(zod.validateNewsletterZod)({ email: 'a@b.pt' })],
    ['newsletterSchemaZod', () => loose(zod.newsletterSchemaZod)()],
    ['formatRequestDate', () => loose(validation.formatRequestDate)('2026-12-01')],
    ['composeRequest', () => loose(validation.composeRequest)(page, {})],
  ])('%s names its missing catalogue and what to pass', (name, call) => {
    expect(call).toThrow(TypeError);
    expect(call).toThrow(new RegExp(`^${name}\\(.*\\): catalogue is missing — `));
    expect(call).toThrow(catalogueHint);
  });

  it.each([
    [
      'validateRequestValibot',
      () => loose(validation.validateRequestValibot)(page, {}, { today: '2026-12-01' }),
    ],
    [
      'requestSchemaValibot',
      () => loose(validation.requestSchemaValibot)(page, { today: '2026-12-01' }),
    ],
    [
      'reviewRequest',
      () =>
        loose(validation.reviewRequest)(
          page,
          {},
          {
            today: '2026-12-01',
            limiter: validation.createRequestRateLimiter({ storage: null }),
          },
        ),
    ],
  ])('%s names the catalogue missing from its options', (name, call) => {
    expect(call).toThrow(TypeError);
    expect(call).toThrow(new RegExp(`^${name}\\(.*\\): catalogue is missing — `));
    expect(call).toThrow(catalogueHint);
  });

  it.each([
    ['validateRequestValibot', () => loose(validation.validateRequestValibot)(page, {})],
    ['requestSchemaValibot', () => loose(validation.requestSchemaValibot)(page)],
    ['reviewRequest', () => loose(validation.reviewRequest)(page, {})],
  ])('%s names its missing options', (name, call) => {
    expect(call).toThrow(TypeError);
    expect(call).toThrow(new RegExp(`^${name}\\(.*\\): options is missing — pass`));
  });

  it('reviewRequest names a missing limiter', () => {
    const call = () =>
      loose(validation.reviewRequest)(
        page,
        {},
        {
          today: '2026-12-01',
          catalogue: validation.validationEn,
        },
      );
    expect(call).toThrow(TypeError);
    expect(call).toThrow(
      /^reviewRequest\(.*\): limiter is missing — pass createRequestRateLimiter\(\)/,
    );
  });

  it('submitContactMessage names what its dependencies lack', async () => {
    const transport = validation.createSimulatedTransport({ delayMs: 0 });
    const limiter = validation.createContactRateLimiter({ storage: null });
    const submit = loose(validation.submitContactMessage);
    await expect(submit(message)).rejects.toThrow(
      /^submitContactMessage\(input, \{ limiter, transport, catalogue \}\): the dependencies are missing — pass/,
    );
    await expect(submit(message, { transport, limiter })).rejects.toThrow(catalogueHint);
    await expect(submit(message, { catalogue: validation.validationEn, limiter })).rejects.toThrow(
      /transport is missing — pass transportFor\(endpoint\)/,
    );
    await expect(
      submit(message, { catalogue: validation.validationEn, transport }),
    ).rejects.toThrow(/limiter is missing — pass createContactRateLimiter\(\)/);
  });

  it.each([
    ['formatCount', () => loose(validation.formatCount)(3)],
    ['pluralMessage', () => loose(validation.pluralMessage)({ other: (n: string) => n })],
    ['longDate', () => loose(validation.longDate)()],
    ['buildCatalogue', () => loose(validation.buildCatalogue)(undefined, {})],
  ])('%s names its missing locale', (name, call) => {
    expect(call).toThrow(TypeError);
    expect(call).toThrow(new RegExp(`^${name}\\(.*\\): locale is missing — pass a BCP 47 tag`));
  });

  it('buildCatalogue names its missing messages', () => {
    expect(() => loose(validation.buildCatalogue)('pt-PT')).toThrow(
      /^buildCatalogue\(locale, messages\): messages is missing — pass the forms' messages/,
    );
  });

  it('pluralMessage names its missing forms', () => {
    expect(() => loose(validation.pluralMessage)('pt-PT')).toThrow(
      /^pluralMessage\(locale, forms\): forms is missing — pass/,
    );
  });

  it('createRateLimiter names its missing options and key', () => {
    expect(() => loose(validation.createRateLimiter)()).toThrow(
      /^createRateLimiter\(options\): options is missing — pass \{ key/,
    );
    expect(() => loose(validation.createRateLimiter)({ storage: null })).toThrow(
      /^createRateLimiter\(options\): key is missing — pass/,
    );
  });

  it('createHttpTransport names its missing endpoint', () => {
    expect(() => loose(validation.createHttpTransport)()).toThrow(
      /^createHttpTransport\(options\): options is missing — pass \{ endpoint/,
    );
    expect(() => loose(validation.createHttpTransport)({})).toThrow(
      /^createHttpTransport\(options\): endpoint is missing — pass/,
    );
  });

  it.each([
    ['whatsAppRequestUrl', () => loose(validation.whatsAppRequestUrl)('Hello')],
    ['mailtoRequestUrl', () => loose(validation.mailtoRequestUrl)('Subject', 'Hello')],
  ])('%s names its missing channels', (name, call) => {
    expect(call).toThrow(TypeError);
    expect(call).toThrow(new RegExp(`^${name}\\(.*\\): channels is missing — pass siteConfig`));
  });

  it('still works when everything is passed', () => {
    expect(validation.validateContactValibot(message, validation.validationEn).success).toBe(true);
    expect(validation.formatCount('pt-PT', 10000)).toBe('10\u00a0000');
    expect(validation.createRateLimiter({ key: 'test', storage: null }).attempt().allowed).toBe(
      true,
    );
  });
});
