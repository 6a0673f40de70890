import { describe, expect, it } from 'vitest';
import { contactFormSends } from './endpoint.ts';

describe('contactFormSends', () => {
  it('is true only for a build with an endpoint, as the form’s transport decides', () => {
    // A build sends to the site's own inbox unless told otherwise.
    expect(contactFormSends()).toBe(true);
    expect(contactFormSends('/api/contact')).toBe(true);
    expect(contactFormSends('https://forms.example/alento')).toBe(true);
    expect(contactFormSends('')).toBe(false);
    // White space alone is no endpoint: the form simulates its send, and the page says so.
    expect(contactFormSends('   ')).toBe(false);
  });
});
