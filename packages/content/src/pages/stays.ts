import staysData from '../../data/pages/stays/stays.en-GB.json' with { type: 'json' };
import type { CallToAction } from '../actions.ts';
import type { StaysPageRecord } from '../data/schemas/stays.ts';
import type { MediaKey } from '../media.ts';

export { stayTypes } from './stay-types.ts';
export type { StayType } from './stay-types.ts';

/**
 * The Stays page (spec "Stays"): three kinds of stay, four amenities, and the way to book. The
 * page's words are in `data/pages/stays/`, the kinds of stay in `data/stay-types/`.
 */

export interface StayAmenity {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** A name from the design system's icon set. */
  readonly icon: string;
}

// The build checks the file against `staysPageSchema`; its picture keys are the catalogue's.
const { amenities, ...page } = staysData as StaysPageRecord;

export const stayAmenities: readonly StayAmenity[] = amenities;

export const staysPage: {
  readonly hero: {
    readonly image: MediaKey;
    readonly eyebrow: string;
    readonly intro: string;
    readonly actions: readonly (CallToAction & { readonly about?: string })[];
  };
  readonly typesHeading: string;
  readonly typesIntro: string;
  readonly amenitiesHeading: string;
  readonly amenitiesIntro: string;
  readonly closing: {
    readonly heading: string;
    readonly text: string;
    readonly actions: readonly CallToAction[];
  };
} = page;
