import { journeyFromSearch, planFromJourney } from '@alento/content';
import type { CircuitPlan } from '@alento/content';

/**
 * The concierge's journey carried in the address, as a plan to begin from; null without one. A
 * module apart, loaded only when the address carries a journey: the concierge's rules that read
 * it are not part of the planner's first load.
 */
export function carriedJourney(search: string): CircuitPlan | null {
  const journey = journeyFromSearch(search);
  return journey ? planFromJourney(journey) : null;
}
