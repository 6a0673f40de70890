/**
 * The media catalogue: every picture the site shows, by key. Pages and content records name a
 * key (`image: 'spa-hero-03'`), never a file; the app resolves the key to the property's photograph
 * when one has been dropped into `packages/content/media/`, or to the resort's own artwork.
 *
 * The pictures come in sets, each in a module of its own with its words (`media-frames.ts` says
 * why); this module gathers every set, for the lookups below, the image pipeline and the tests.
 * A page imports the sets it shows, not this catalogue, so its scripts carry only their words.
 */

import { experienceMedia } from './experience-media.ts';
import { facilityMedia } from './facility-media.ts';
import { journeyMedia } from './journey-media.ts';
import type { MediaFamily, MediaRecord } from './media-frames.ts';
import { racketMedia } from './racket-media.ts';
import { seasonMedia } from './season-media.ts';
import { featureMedia } from './feature-media.ts';
import { heroMedia } from './hero-media.ts';
import { planMedia } from './plan-media.ts';
import { spaHeroMedia } from './spa-hero-media.ts';
import { spaceMedia } from './space-media.ts';

export { mediaFamilies, mediaFrames, numberedMedia } from './media-frames.ts';
export type { FocalPoint, MediaFamily, MediaRecord } from './media-frames.ts';
export { floorPlanZones } from './plan-media.ts';
export type { PlanZone, PlanZoneId } from './plan-media.ts';
export { featureMedia, heroMedia, planMedia };
export {
  experienceMedia,
  facilityMedia,
  journeyMedia,
  racketMedia,
  seasonMedia,
  spaHeroMedia,
  spaceMedia,
};

const allMedia = [
  ...spaHeroMedia,
  ...racketMedia,
  ...seasonMedia,
  ...facilityMedia,
  ...featureMedia,
  ...experienceMedia,
  ...spaceMedia,
  ...journeyMedia,
  ...planMedia,
  ...heroMedia,
] as const;

export type MediaKey = (typeof allMedia)[number]['key'];

/** Every media record, in catalogue order. */
export const media: readonly MediaRecord[] = allMedia;

const byKey = new Map<string, MediaRecord>(media.map((record) => [record.key, record]));

export const mediaKeys = media.map((record) => record.key) as readonly MediaKey[];

export function isMediaKey(key: string): key is MediaKey {
  return byKey.has(key);
}

/** The record of a key; an unknown key is a mistake in the content, so it throws. */
export function mediaRecord(key: string): MediaRecord {
  const record = byKey.get(key);
  if (!record) throw new Error(`Unknown media key "${key}"`);
  return record;
}

/** Records of one family, in catalogue order. */
export function mediaOfFamily(name: MediaFamily): readonly MediaRecord[] {
  return media.filter((record) => record.family === name);
}

/** Property names under which content records refer to media by key. */
const mediaProperty = /^(image|images|media|photo|photos|picture|hero|background)$|(Image|Media)$/;

/**
 * Every media key a content value refers to: strings (or arrays of strings) held in a property
 * named `image`, `media`, `photo`, `hero`, `background`, or ending in `Image`/`Media`, at any depth.
 * Tests walk the whole content package with it, so a record added later is checked too.
 */
export function collectMediaKeys(value: unknown, seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const keys: string[] = [];
  const entries = Array.isArray(value)
    ? value.map((item) => ['', item] as const)
    : Object.entries(value);
  for (const [name, item] of entries) {
    if (name && mediaProperty.test(name)) {
      if (typeof item === 'string') keys.push(item);
      else if (Array.isArray(item))
        keys.push(...item.filter((x): x is string => typeof x === 'string'));
    }
    keys.push(...collectMediaKeys(item, seen));
  }
  return keys;
}
