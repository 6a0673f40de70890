import guide from '../data/guest-guide/guest-guide.en-GB.json' with { type: 'json' };
import type { CallToAction } from './actions.ts';
import type { GuestGuide } from './data/schemas/guest-guide.ts';

/**
 * The way from the pages a guest reads while choosing (the spa circuit, the booking hub) to the
 * pages they read before coming: the house rules, the safety page and the questions answered.
 * The words are in `data/guest-guide/`.
 */
const words: GuestGuide = guide;

// The build checks the file against `guestGuideSchema` (three buttons); a JSON file's inferred
// type cannot say "exactly three", so it is stated here.
export const guestGuide = words as typeof words & {
  readonly actions: readonly [CallToAction, CallToAction, CallToAction];
};
