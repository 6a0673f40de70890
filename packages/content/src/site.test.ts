import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { footer, footerLinks, messagingLink, partnershipFooter } from './footer.ts';
import { footerLinks as footerLinksEs } from './footer.es-ES.ts';
import { footerLinks as footerLinksPt } from './footer.pt-PT.ts';
import { bookNow, navItems } from './navigation.ts';
import { mapLink } from './map.ts';
import { copyrightLine, siteConfig } from './site.ts';

describe('navigation', () => {
  it('lists the spec header links, in order, with their paths', () => {
    expect(navItems.map((item) => [item.name, item.path])).toEqual([
      ['Our Approach', '/approach'],
      ['Experiences', '/experiences'],
      ['Sanctum', '/sanctum'],
      ['Alento Club', '/racket-club'],
      ['Dining', '/dining'],
      ['Stays', '/stays'],
      ['Holistic Landcare', '/holistic-landcare'],
      ['Location', '/location'],
      ['AI Concierge', '/concierge'],
    ]);
    expect(bookNow).toEqual({ name: 'Book Now', path: '/booking' });
  });
});

const SiteConfigSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  legalName: v.pipe(v.string(), v.minLength(1)),
  origin: v.pipe(v.string(), v.url(), v.regex(/^https:\/\/[^/]+$/)),
  tagline: v.pipe(v.string(), v.minLength(1)),
  email: v.pipe(v.string(), v.email(), v.endsWith('.example')),
  partnershipEmail: v.pipe(v.string(), v.email(), v.endsWith('.example')),
  phone: v.pipe(v.string(), v.regex(/^\+[\d ]+$/)),
  phoneE164: v.pipe(v.string(), v.regex(/^\+\d{8,15}$/)),
  messagingNumber: v.pipe(v.string(), v.regex(/^\d{8,15}$/)),
  messagingApp: v.pipe(v.string(), v.minLength(1)),
  place: v.pipe(v.string(), v.minLength(1)),
  address: v.object({
    streetAddress: v.string(),
    postalCode: v.string(),
    locality: v.string(),
    region: v.string(),
    country: v.string(),
    countryCode: v.pipe(v.string(), v.length(2)),
  }),
  geo: v.object({
    latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
    longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  }),
  social: v.tuple([
    v.object({ network: v.string(), handle: v.string(), url: v.pipe(v.string(), v.url()) }),
    v.object({ network: v.string(), handle: v.string(), url: v.pipe(v.string(), v.url()) }),
  ]),
  languages: v.array(v.string()),
});

describe('site config', () => {
  it('has every field the footers, contact page and metadata need', () => {
    expect(() => v.parse(SiteConfigSchema, siteConfig)).not.toThrow();
  });

  it('phone forms agree', () => {
    expect(siteConfig.phone.replace(/ /g, '')).toBe(siteConfig.phoneE164);
  });

  it('speaks the three languages of the team', () => {
    expect(siteConfig.languages).toEqual(['English', 'Portuguese', 'Spanish']);
  });

  it('prints the copyright for the year it is given', () => {
    expect(copyrightLine(2031)).toBe('© 2031 Alento. All rights reserved.');
  });

  it("builds the map link from the site config's coordinates", () => {
    const { latitude, longitude } = siteConfig.geo;
    const url = new URL(mapLink());
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('mlat')).toBe(String(latitude));
    expect(url.searchParams.get('mlon')).toBe(String(longitude));
    expect(mapLink({ latitude: 1.5, longitude: -2 }, 8)).toBe(
      'https://www.openstreetmap.org/?mlat=1.5&mlon=-2#map=8/1.5/-2',
    );
  });
});

describe('footer', () => {
  it('pitches the journey to the resort by name', () => {
    expect(footer.heading).toBe('Begin Your Journey to Alento');
  });

  it('lists the spec programs', () => {
    expect(footer.programs).toEqual([
      'Bio-Age Reset',
      'Stillness Circle',
      'Seasonal Cleanse',
      'Nature Sabbath',
      'Family Rest Retreats',
    ]);
  });

  it('builds a chat link whose text decodes back to the message', () => {
    const url = new URL(messagingLink(partnershipFooter.chatMessage));
    expect(url.origin + url.pathname).toBe(`https://wa.me/${siteConfig.messagingNumber}`);
    expect(url.searchParams.get('text')).toBe(partnershipFooter.chatMessage);
  });
});

describe('footer links', () => {
  it('lead to the pages a guest reads before booking, then to the complaints book', () => {
    expect(footerLinks.items.map((item) => item.href)).toEqual([
      '/spa/safety',
      '/spa/etiquette',
      '/faq',
      '/privacy',
      '/accessibility',
      'https://www.livroreclamacoes.pt/',
    ]);
  });

  it('call the complaints book by its official name in every language', () => {
    for (const links of [footerLinks, footerLinksPt, footerLinksEs]) {
      const book = links.items.find((item) => item.href.startsWith('https:'));
      expect(book?.label).toContain('Livro de Reclamações');
    }
  });
});
