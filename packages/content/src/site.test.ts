import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { footer, footerLinks, messagingLink, partnershipFooter } from './footer.ts';
import { bookNow, navItems } from './navigation.ts';
import { mapLink } from './map.ts';
import { siteConfigSchema } from './model/schemas.ts';
import { copyrightLine, siteConfig } from './site.ts';
import { inLanguage } from './language-build.ts';

const { footerLinks: footerLinksPt } = await inLanguage('pt-PT', () => import('./footer.ts'));
const { footerLinks: footerLinksEs } = await inLanguage('es-ES', () => import('./footer.ts'));

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

// The model's schema, with what Alento adds: fictional `.example` addresses, and two profiles.
const SiteConfigSchema = v.object({
  ...siteConfigSchema.entries,
  email: v.pipe(v.string(), v.email(), v.endsWith('.example')),
  partnershipEmail: v.pipe(v.string(), v.email(), v.endsWith('.example')),
  social: v.pipe(siteConfigSchema.entries.social, v.length(2)),
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
