/**
 * What search engines and link previews read about the resort: the sharing image, the property's
 * amenities and the priced experiences. The app turns these, with the Spa Circuit page's
 * stations, into Open Graph tags and schema.org JSON-LD; the prices live once in `prices`.
 */
import { prices } from './constants.ts';
import { stayAmenities } from './pages/stays.ts';

/** The image every page shares on social networks (1200 × 630, the size the networks crop to). */
export const socialImage = {
  path: '/social.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  /** What the picture shows (the build renders it from the resort's artwork). */
  alt: 'Alento: the Alentejo hills at golden hour',
} as const;

/** The property's amenities as guests book them: its facilities (spec §1) and every room's. */
export const resortAmenities = [
  'Self-paced spa circuit',
  'Thermal access around the clock',
  'Tennis courts',
  'Padel courts',
  'Restaurant',
  'Wellness cafe',
  'Forest accommodation',
  "Kids' programme",
  ...stayAmenities.map((amenity) => amenity.title),
] as const;

/** '2.5 hours' → 'PT2H30M': the spec's durations in the form schema.org reads. */
export function isoDuration(hours: `${number} hours` | `${number} hour`): string {
  const minutes = Math.round(Number.parseFloat(hours) * 60);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`Not a duration: "${hours}"`);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h > 0 ? `${h}H` : ''}${m > 0 ? `${m}M` : ''}`;
}

export interface PricedExperience {
  readonly name: string;
  readonly euros: number;
  /** True when the price is a starting price ("from €120 per person"). */
  readonly from: boolean;
  /** ISO 8601 duration, when the experience has a fixed length. */
  readonly duration?: string;
  /** The page that sells it. */
  readonly page: '/home' | '/booking';
}

/** The only priced experiences of the site (spec §9), each on the page that offers it. */
export const pricedExperiences = [
  {
    name: 'Thermal Sanctuary Journey',
    euros: prices.thermalSanctuaryJourney.euros,
    from: false,
    duration: isoDuration(prices.thermalSanctuaryJourney.duration),
    page: '/home',
  },
  {
    name: 'Alentejo Earth Ritual',
    euros: prices.alentejoEarthRitual.euros,
    from: false,
    duration: isoDuration(prices.alentejoEarthRitual.duration),
    page: '/home',
  },
  { name: 'Day Pass', euros: prices.dayPassFrom.euros, from: true, page: '/booking' },
  {
    name: 'Treatment Packages',
    euros: prices.treatmentPackagesFrom.euros,
    from: true,
    page: '/booking',
  },
] as const satisfies readonly PricedExperience[];
