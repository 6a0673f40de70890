import { carriedJourneyLines, circuitOption, journeyFromSearch } from '@alento/content';
import type { RequestPage } from '@alento/content';
import type { CarriedChoice } from './RequestForm.tsx';

/**
 * The concierge's journey, read from the address of the spa request: the journey field's choice
 * (the free circuit when the journey is not one the form offers) and the lines it adds. Null
 * when the address carries no journey, or one that does not decode.
 */
export function carriedChoice(page: RequestPage, search: string): CarriedChoice | null {
  if (page.kind !== 'spa') return null;
  const journey = journeyFromSearch(search);
  if (!journey) return null;
  const chosen = page.fields.find((field) => field.name === 'journey');
  const known =
    chosen?.kind === 'choice' &&
    chosen.options.some((option) => option.value === journey.sequence.id);
  return {
    field: 'journey',
    value: known ? journey.sequence.id : circuitOption.value,
    lines: carriedJourneyLines(journey),
  };
}
