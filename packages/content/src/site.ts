import type { SiteConfig as ModelSiteConfig, SocialProfile } from './model/site.ts';
/**
 * The one place a property sets who it is. Everything the header, footers, contact page and
 * metadata print about the resort comes from here. The defaults are fictional: `.example`
 * addresses and a number in a range no one answers.
 */
export type { SocialProfile } from './model/site.ts';

/** Alento's footer names its two profiles side by side, so it has exactly two. */
export interface SiteConfig extends ModelSiteConfig {
  readonly social: readonly [SocialProfile, SocialProfile];
}

export const siteConfig = {
  name: 'Alento',
  legalName: 'Alento Wellness Retreat, Lda. (example)',
  origin: 'https://alento.example',
  tagline: 'Immerse yourself in nature. Renew in stillness. Transform with intention.',
  email: 'hello@alento.example',
  partnershipEmail: 'partners@alento.example',
  phone: '+351 200 000 000',
  phoneE164: '+351200000000',
  messagingNumber: '351900000000',
  messagingApp: 'WhatsApp',
  place: 'Alentejo hills, Portugal',
  address: {
    streetAddress: 'Herdade do Alento (example)',
    postalCode: '7000-000',
    locality: 'Évora',
    region: 'Alentejo',
    country: 'Portugal',
    countryCode: 'PT',
  },
  geo: { latitude: 38.4, longitude: -7.6 },
  social: [
    {
      network: 'Instagram',
      handle: '@alento.example',
      url: 'https://www.instagram.com/alento.example',
    },
    {
      network: 'Facebook',
      handle: 'alento.example',
      url: 'https://www.facebook.com/alento.example',
    },
  ],
  languages: ['English', 'Portuguese', 'Spanish'],
} as const satisfies SiteConfig;

/** The copyright line: the year comes from the clock at render, so an old build never shows a past year. */
export function copyrightLine(year: number, config: Pick<SiteConfig, 'name'> = siteConfig): string {
  return `© ${year} ${config.name}. All rights reserved.`;
}
