import { parseRecord, siteConfigSchema } from '@alento/content/model';
import type { SiteConfig } from '@alento/content/model';

/** Who Maré is. Fictional: `.example` addresses and a number no one answers. */
export const siteConfig: SiteConfig = parseRecord(
  siteConfigSchema,
  {
    name: 'Maré',
    legalName: 'Maré Sea Spa, Lda. (example)',
    origin: 'https://mare.example',
    tagline: 'Salt, tide and stillness on the Ria Formosa.',
    email: 'hello@mare.example',
    partnershipEmail: 'partners@mare.example',
    phone: '+351 281 000 000',
    phoneE164: '+351281000000',
    messagingNumber: '351910000000',
    messagingApp: 'WhatsApp',
    place: 'Tavira, Algarve',
    address: {
      streetAddress: 'Caminho das Salinas, 12',
      postalCode: '8800-000',
      locality: 'Tavira',
      region: 'Faro',
      country: 'Portugal',
      countryCode: 'PT',
    },
    geo: { latitude: 37.1196, longitude: -7.6389 },
    social: [
      { network: 'Instagram', handle: '@mare.example', url: 'https://instagram.com/mare.example' },
    ],
    languages: ['English', 'Portuguese'],
  } satisfies SiteConfig,
  'Site config',
);
