import * as v from 'valibot';
import { percent, slug, text } from './records.ts';

/** Where a picture's subject sits, in percent from the left and top: crops keep it in view. */
export interface FocalPoint {
  readonly x: number;
  readonly y: number;
}

/** A picture by its key: what it shows, its intrinsic size and where its subject sits. */
export interface MediaRecord<Family extends string = string> {
  readonly key: string;
  readonly family: Family;
  /** What the picture shows, for people who cannot see it. */
  readonly alt: string;
  /** Printed under the picture where the page shows captions. */
  readonly caption?: string;
  /** Intrinsic size in CSS pixels at 1x: sets the aspect ratio, so nothing shifts as it loads. */
  readonly width: number;
  readonly height: number;
  readonly focal: FocalPoint;
}

/** A sentence: alt texts and captions are read aloud, so each ends as one. */
const sentence = v.pipe(text, v.regex(/[.!?]$/, 'End with a full stop'));

export const mediaRecordSchema = v.looseObject({
  key: slug,
  family: slug,
  alt: v.pipe(
    sentence,
    v.minLength(20, 'Say what the picture shows in at least 20 characters'),
    v.maxLength(240, 'Keep alt text under 240 characters'),
  ),
  caption: v.optional(v.pipe(sentence, v.minLength(10))),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  focal: v.object({ x: percent, y: percent }),
});
