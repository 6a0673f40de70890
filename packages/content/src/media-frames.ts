/**
 * What every set of the media catalogue shares: the picture families, one frame size per family,
 * and how a set joins its pictures to their words. Each set of pictures lives in a module of its
 * own with its words (`spa-hero-media.ts` with `spa-hero-media-words.ts`, and so on), so a page
 * that imports one set carries only that set's words; `media.ts` gathers them all.
 */

import type { FocalPoint, MediaRecord as ModelMediaRecord } from './model/media.ts';

export const mediaFamilies = [
  'spa-hero',
  'racket',
  'season',
  'facility',
  'signature',
  'stay',
  'experience',
  'space',
  'journey',
  'sanctum',
  'dining',
  'plan',
  'map',
  'hero',
] as const;
export type MediaFamily = (typeof mediaFamilies)[number];

export type { FocalPoint } from './model/media.ts';

/** A picture of Alento's catalogue: its family is one of Alento's. */
export type MediaRecord = ModelMediaRecord<MediaFamily>;

/** Frame sizes per family: one aspect ratio per slot type keeps grids and carousels even. */
export const mediaFrames = {
  'spa-hero': { width: 1600, height: 900 },
  racket: { width: 1200, height: 900 },
  season: { width: 1200, height: 900 },
  facility: { width: 800, height: 600 },
  signature: { width: 1200, height: 800 },
  stay: { width: 1200, height: 800 },
  experience: { width: 1200, height: 800 },
  space: { width: 1200, height: 900 },
  journey: { width: 1200, height: 800 },
  sanctum: { width: 1200, height: 800 },
  dining: { width: 1200, height: 800 },
  plan: { width: 1600, height: 1000 },
  map: { width: 1200, height: 1000 },
  hero: { width: 1600, height: 900 },
} as const satisfies Record<MediaFamily, { width: number; height: number }>;

interface Entry {
  readonly key: string;
  readonly focal?: FocalPoint;
}

type MediaWords = Readonly<Record<string, Pick<MediaRecord, 'alt' | 'caption'>>>;

const center: FocalPoint = { x: 50, y: 55 };

/**
 * The records of one family: each entry with its words, its family's frame and a focal point. A
 * picture without words fails to compile; words for no picture fail the catalogue's test.
 */
export function family<const T extends readonly Entry[]>(
  name: MediaFamily,
  words: Readonly<Record<T[number]['key'], Pick<MediaRecord, 'alt' | 'caption'>>>,
  entries: T,
): { [K in keyof T]: T[K] & MediaRecord } {
  return entries.map(({ key, ...entry }) => ({
    key,
    ...(words as MediaWords)[key],
    ...entry,
    family: name,
    ...mediaFrames[name],
    focal: entry.focal ?? center,
  })) as unknown as { [K in keyof T]: T[K] & MediaRecord };
}

/**
 * The keys of a numbered set, first to last (`spa-hero-01`…`spa-hero-16`): a count the spec
 * states becomes the pictures a page shows, and a number missing from the set fails the build.
 */
export function numberedMedia<const K extends string>(
  set: readonly { readonly key: K; readonly family: MediaFamily }[],
  count: number,
): readonly [K, ...K[]] {
  const prefix = set[0]?.family;
  const keys = Array.from({ length: count }, (_, index) => {
    const key = `${prefix ?? ''}-${String(index + 1).padStart(2, '0')}`;
    const record = set.find((candidate) => candidate.key === key);
    if (!record) throw new Error(`No media record for ${key}`);
    return record.key;
  });
  const [first, ...rest] = keys;
  if (!first) throw new Error(`No ${prefix ?? 'numbered'} pictures to show`);
  return [first, ...rest];
}
