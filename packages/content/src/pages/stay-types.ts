import stayTypesData from '../../data/stay-types/stay-types.en-GB.json' with { type: 'json' };
import type { StayTypesRecord } from '../data/schemas/stays.ts';
import type { MediaKey } from '../media.ts';

export interface StayType {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Exactly four bullets, as the spec shows. */
  readonly features: readonly [string, string, string, string];
  /** Media key of the stay's picture. */
  readonly image: MediaKey;
}

// The build checks the file against `stayTypesSchema` (four features each, the catalogue's
// pictures); a JSON file's inferred type cannot say "exactly four", so it is stated here.
const { stayTypes: types } = stayTypesData as StayTypesRecord;

/**
 * The three kinds of stay: on the stays page, and as the accommodation request form's choices.
 * A module of their own, so the form carries them without the rest of the page. Their words and
 * pictures are in `data/stay-types/`.
 */
export const stayTypes = types as unknown as readonly StayType[];
