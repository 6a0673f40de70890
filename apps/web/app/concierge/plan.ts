/**
 * The wellness rules at work: a journey from the assessment's answers, and the address of the
 * spa request it fills in. Loaded when a guest opens the assessment, so the concierge page's
 * first load carries neither the rules nor the circuit they choose from.
 */
import { journeyToSearch, recommendJourney } from '@alento/content';
import type { AssessmentAnswers, Journey } from '@alento/content';

export interface PlannedJourney {
  readonly journey: Journey;
  /** The spa day request with this journey filled in; that page reads it back from the address. */
  readonly requestHref: string;
  /** The circuit planner, beginning from this journey. */
  readonly plannerHref: string;
}

export function planJourney(answers: AssessmentAnswers): PlannedJourney {
  const journey = recommendJourney(answers);
  const search = journeyToSearch(journey);
  return { journey, requestHref: `/booking/spa${search}`, plannerHref: `/circuit${search}` };
}
