import booking from '../../data/pages/booking/booking.en-GB.json' with { type: 'json' };
import type { CallToAction, PageAction } from '../actions.ts';
import { prices } from '../constants.ts';
import type { BookingPageRecord } from '../data/schemas/booking.ts';
import { fromPrice } from '../format.ts';
import type { MediaKey } from '../media.ts';

/**
 * The Booking hub (spec "Booking hub page"): the two ways into the spa, the day pass, the
 * treatment packages and a stay. The words are in `data/pages/booking/`; prices come from
 * `prices`, and VAT is included in every one.
 */

// The build checks the file against `bookingPageSchema`; its picture keys are the catalogue's.
const page = booking as BookingPageRecord;

export interface SpaPath {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly highlights: readonly string[];
  readonly action: PageAction;
}

/** Self-guided versus guided: the two ways to spend a spa day. */
export const spaPaths: readonly (SpaPath & { readonly action: CallToAction })[] = page.spaPaths;

export interface BookingOffer {
  readonly id: string;
  readonly title: string;
  readonly price: string;
  readonly description: string;
  readonly highlights: readonly string[];
  readonly image: MediaKey;
  readonly action: PageAction;
}

/** The starting price each card states, by the card's id. */
const offerPrices: Record<string, { readonly euros: number }> = {
  'day-pass': prices.dayPassFrom,
  'treatment-packages': prices.treatmentPackagesFrom,
};

export const bookingOffers: readonly (BookingOffer & { readonly action: CallToAction })[] =
  page.offerCards.map((offer) => {
    const price = offerPrices[offer.id];
    if (!price) throw new Error(`No price for the booking card "${offer.id}"`);
    return { ...offer, price: fromPrice(price) };
  });

export const bookingPage: {
  readonly heroImage: MediaKey;
  readonly intro: string;
  readonly spa: { readonly eyebrow: string; readonly heading: string; readonly intro: string };
  readonly offers: { readonly eyebrow: string; readonly heading: string; readonly intro: string };
  readonly vatNote: string;
  readonly stay: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly text: string;
    readonly image: MediaKey;
    readonly actions: readonly CallToAction[];
  };
} = {
  heroImage: page.heroImage,
  intro: page.intro,
  spa: page.spa,
  offers: page.offers,
  vatNote: page.vatNote,
  stay: page.stay,
};
