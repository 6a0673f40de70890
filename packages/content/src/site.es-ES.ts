import type { Words } from './words.ts';
import type * as en from './site.ts';
import type { SiteConfig } from './site.ts';

export const siteConfig: Words<typeof en.siteConfig> = {
  name: 'Alento',
  legalName: 'Alento Wellness Retreat, Lda. (ejemplo)',
  origin: 'https://alento.example',
  tagline: 'Sumérgete en la naturaleza. Renuévate en la quietud. Transfórmate con intención.',
  email: 'hello@alento.example',
  partnershipEmail: 'partners@alento.example',
  phone: '+351 200 000 000',
  phoneE164: '+351200000000',
  messagingNumber: '351900000000',
  messagingApp: 'WhatsApp',
  place: 'Colinas del Alentejo, Portugal',
  address: {
    streetAddress: 'Herdade do Alento (ejemplo)',
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
  languages: ['inglés', 'portugués', 'español'],
};

export function copyrightLine(year: number, config: Pick<SiteConfig, 'name'> = siteConfig): string {
  return `© ${year} ${config.name}. Todos los derechos reservados.`;
}
