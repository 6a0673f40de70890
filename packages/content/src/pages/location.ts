import page from '../../data/pages/location/location.en-GB.json' with { type: 'json' };
import type { CallToAction as Link } from '../actions.ts';
import { propertyClaims, travelTimes } from '../constants.ts';
import { travelPlaces } from '../claims.ts';
import { capitalise, formatHours, hectaresOver } from '../format.ts';
import { language } from '../language.ts';
import type { MediaKey } from '../media.ts';
import { fillPlaceholders } from '../placeholders.ts';

/**
 * The Location page (spec "Location page"): the setting, a map drawn in the repository (no map
 * service is asked for anything), travel times, ways to arrive and what is nearby. The map link
 * is `mapLink` in site.ts, built from the site config's coordinates. The words are in
 * `data/pages/location/`; the estate's size and the travel times are filled in here, in the
 * page's language.
 */

export interface TransportOption {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** A name from the design system's icon set. */
  readonly icon: string;
}

export const transportOptions: readonly TransportOption[] = page.transportOptions;

export interface Attraction {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

export const nearbyAttractions: readonly Attraction[] = page.nearbyAttractions;

const {
  hero,
  setting: { areaUnit, ...setting },
  map,
  travel,
  transport,
  attractions,
} = page;
const acres = propertyClaims.acresOnGuestPages;
// The estate's size in the unit the language states it in; hectares are rounded down, since
// the sentence says "more than".
const estateSize = String(areaUnit === 'hectares' ? hectaresOver(acres) : acres);

export const locationPage: {
  readonly hero: { readonly image: MediaKey; readonly eyebrow: string; readonly intro: string };
  readonly setting: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly paragraphs: readonly string[];
  };
  readonly map: {
    readonly heading: string;
    readonly image: MediaKey;
    readonly intro: string;
    readonly openLabel: string;
  };
  readonly travel: {
    readonly heading: string;
    readonly intro: string;
    readonly label: string;
    readonly times: readonly {
      id: (typeof travelTimes)[number]['id'];
      place: string;
      value: string;
    }[];
  };
  readonly transport: {
    readonly heading: string;
    readonly intro: string;
    readonly actions: readonly Link[];
  };
  readonly attractions: { readonly heading: string; readonly intro: string };
} = {
  hero: { ...hero, image: hero.image as MediaKey },
  setting: {
    ...setting,
    paragraphs: setting.paragraphs.map((paragraph) =>
      fillPlaceholders(paragraph, { estateSize }, language.locale),
    ),
  },
  map: { ...map, image: map.image as MediaKey },
  travel: {
    ...travel,
    times: travelTimes.map((t) => ({
      id: t.id,
      place: capitalise(travelPlaces[t.id], language.locale),
      value: formatHours(t.hours, language.locale),
    })),
  },
  transport,
  attractions,
};
