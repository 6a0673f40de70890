import words from '../data/media/plan/plan.en-GB.json' with { type: 'json' };
import type { MediaRecord } from './media-frames.ts';
import type { PlanZoneId } from './plan-media.ts';

/**
 * The words of the drawn floor plan and map, in `data/media/plan/`: what each picture shows, by
 * media key, and the name of each zone of the floor plan. `plan-media.ts` joins them to the
 * pictures and the zones.
 */

export const planMediaWords: Readonly<
  Record<keyof typeof words.pictures, Pick<MediaRecord, 'alt' | 'caption'>>
> = words.pictures;

/** The name of each zone of the drawn floor plan. */
export const planZoneNames: Readonly<Record<PlanZoneId, string>> = words.zoneNames;
