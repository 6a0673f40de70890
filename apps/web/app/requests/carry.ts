import {
  carriedJourneyLines,
  circuitOption,
  journeyFromSearch,
  planFromSearch,
  planRequestLines,
} from '@alento/content';
import type { RequestPage } from '@alento/content';
import type { CarriedChoice } from './RequestForm.tsx';

/**
 * What the address of the spa request carries: a circuit planned on /circuit (the free circuit,
 * with its stations and minutes), or the concierge's journey (the journey field's choice, the
 * free circuit when the journey is not one the form offers) and the lines it adds. Null when
 * the address carries neither, or one that does not decode.
 */
export function carriedChoice(page: RequestPage, search: string): CarriedChoice | null {
  if (page.kind !== 'spa') return null;
  const plan = planFromSearch(search);
  if (plan && plan.steps.length > 0)
    return { field: 'journey', value: circuitOption.value, lines: planRequestLines(plan) };
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
