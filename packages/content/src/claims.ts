/**
 * The words that go with the constants' figures: the stats strip, the elemental showers, where
 * the travel times lead, and the claims the spec states in words ("over 25", "within 24 hours").
 * The words are in `data/claims/`; the figures themselves live once, in `constants.ts`.
 */
import record from '../data/claims/claims.en-GB.json' with { type: 'json' };
import type { travelTimes } from './constants.ts';
import type { Claims } from './data/schemas/claims.ts';

const words: Claims = record;

/** The assessment's stated length. */
export const assessmentDuration: string = words.assessmentDuration;

/** Where each travel time leads from (spec §9). */
export const travelPlaces: Readonly<Record<(typeof travelTimes)[number]['id'], string>> =
  words.travelPlaces;

/** A figure of the stats strip; only the round-the-clock access has a detail. */
export type Stat =
  | { readonly value: string; readonly label: string }
  | { readonly value: string; readonly label: string; readonly detail: string };

/**
 * Marketing stats strip. The round-the-clock access says whose it is: the circuit itself keeps
 * `circuitHours`.
 */
export const stats: readonly Stat[] = words.stats as readonly Stat[];

/**
 * The elemental showers: the spec's quartet, one shower per element. Every description of them
 * (the spa page's station, the floor plan's facility, the photo's caption and alt text, the
 * guided sequences) reads this one list, so none names other elements or another number.
 */
export const elementalShowers: {
  readonly group: string;
  readonly elements: readonly string[];
} = words.elementalShowers;

/** What the spec states in words rather than figures. */
export const claims: {
  readonly longevityYears: string;
  readonly contactResponse: string;
  readonly partnershipResponse: string;
  readonly stationsStated: string;
} = words.claims;
