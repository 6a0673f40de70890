/**
 * One scene per media key, one module per family of keys. Each scene composes the shared
 * landscape (elements.ts, and landscape.ts for the ground every scene stands on) with its subject
 * (subjects.ts) under one light: the same hills, oaks, stone and steam everywhere, so the whole
 * site reads as one illustrated place. A family that shows another's picture imports its scene.
 */
import type { MediaFamily } from '@alento/content';
import { diningScenes } from './dining.ts';
import { experienceScenes } from './experience.ts';
import { facilityScenes } from './facility.ts';
import { heroScenes } from './hero.ts';
import { journeyScenes } from './journey.ts';
import type { Scene } from './landscape.ts';
import { racketScenes } from './racket.ts';
import { sanctumScenes } from './sanctum.ts';
import { seasonScenes } from './season.ts';
import { signatureScenes } from './signature.ts';
import { spaHeroScenes } from './spa-hero.ts';
import { spaceScenes } from './space.ts';
import { stayScenes } from './stay.ts';

export type { Scene } from './landscape.ts';

/** The scenes of each family (the floor plan and the map are drawn by plans.ts). */
export const familyScenes: Record<Exclude<MediaFamily, 'plan' | 'map'>, Record<string, Scene>> = {
  'spa-hero': spaHeroScenes,
  racket: racketScenes,
  season: seasonScenes,
  facility: facilityScenes,
  signature: signatureScenes,
  stay: stayScenes,
  experience: experienceScenes,
  space: spaceScenes,
  journey: journeyScenes,
  sanctum: sanctumScenes,
  dining: diningScenes,
  hero: heroScenes,
};

/** The scene of every key. */
export const scenes: Record<string, Scene> = Object.fromEntries(
  Object.values(familyScenes).flatMap((family) => Object.entries(family)),
);
