/**
 * What search engines and link previews read about the resort: the sharing image, the property's
 * amenities and the priced experiences. The app turns these, with the Spa Circuit page's
 * stations, into Open Graph tags and schema.org JSON-LD; the prices live once in `prices`, the
 * words in `findability-words.ts` and the rooms' amenities on the Stays page, each in the
 * language of the pages being built.
 */
import { prices } from './constants.ts';
import { facilityAmenities, pricedExperienceNames, socialImageAlt } from './findability-words.ts';
import { stayAmenities } from './pages/stays.ts';

/** The image every page shares on social networks (1200 × 630, the size the networks crop to). */
export const socialImage = {
  path: '/social.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: socialImageAlt,
} as const;

/**
 * The property's amenities as guests book them: its facilities (spec §1) and every room's. Marked
 * pure, so a page that only needs the sharing image (every page's metadata) does not carry the
 * stays page's words for it.
 */
export const resortAmenities: readonly string[] = /* @__PURE__ */ (
  facilityAmenities as readonly string[]
).concat(/* @__PURE__ */ stayAmenities.map((amenity) => amenity.title));

/** 2.5 → 'PT2H30M': a length in hours in the form schema.org reads (ISO 8601). */
export function isoDuration(hours: number): string {
  const minutes = Math.round(hours * 60);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`Not a duration: ${hours} hours`);
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
    name: pricedExperienceNames.thermalSanctuaryJourney,
    euros: prices.thermalSanctuaryJourney.euros,
    from: false,
    duration: isoDuration(prices.thermalSanctuaryJourney.hours),
    page: '/home',
  },
  {
    name: pricedExperienceNames.alentejoEarthRitual,
    euros: prices.alentejoEarthRitual.euros,
    from: false,
    duration: isoDuration(prices.alentejoEarthRitual.hours),
    page: '/home',
  },
  {
    name: pricedExperienceNames.dayPassFrom,
    euros: prices.dayPassFrom.euros,
    from: true,
    page: '/booking',
  },
  {
    name: pricedExperienceNames.treatmentPackagesFrom,
    euros: prices.treatmentPackagesFrom.euros,
    from: true,
    page: '/booking',
  },
] as const satisfies readonly PricedExperience[];
