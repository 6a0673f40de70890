import { describe, expect, it } from 'vitest';
import { inboxEndpoint } from './inboxEndpoint.ts';

describe('inboxEndpoint', () => {
  it('is the site’s own inbox route while the contact form sends somewhere', () => {
    expect(inboxEndpoint(undefined, '/api/request', '/api/contact')).toBe('/api/request');
    expect(inboxEndpoint(undefined, '/api/newsletter', 'https://forms.example/alento')).toBe(
      '/api/newsletter',
    );
  });

  it('is nowhere in a build whose contact form sends nowhere', () => {
    expect(inboxEndpoint(undefined, '/api/request', '')).toBe('');
    expect(inboxEndpoint(undefined, '/api/newsletter', '   ')).toBe('');
  });

  it('is the address the build names, trimmed, whatever the contact form does', () => {
    expect(inboxEndpoint(' https://lists.example/join ', '/api/newsletter', '')).toBe(
      'https://lists.example/join',
    );
    expect(inboxEndpoint('', '/api/request', '/api/contact')).toBe('');
  });
});
