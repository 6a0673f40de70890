/**
 * The places of Maré's plan without their words: where each sits on the drawing (in percent of
 * its height and width), its category and its glyph. The words are each language's
 * (`words.en.ts`, `words.pt.ts`), joined in `facilities.ts`.
 */
export const places = [
  { id: 'salt-cave', category: 'salt', icon: 'wind', position: { top: 28, left: 20 } },
  { id: 'brine-pool', category: 'water', icon: 'water', position: { top: 52, left: 30 } },
  { id: 'tide-sauna', category: 'heat', icon: 'flame', position: { top: 24, left: 58 } },
  { id: 'seaweed-bath', category: 'water', icon: 'wave', position: { top: 62, left: 56 } },
  { id: 'cold-creek', category: 'water', icon: 'snowflake', position: { top: 44, left: 76 } },
  { id: 'dune-loungers', category: 'rest', icon: 'sun', position: { top: 78, left: 34 } },
  { id: 'pan-house', category: 'nourish', icon: 'cup', position: { top: 74, left: 80 } },
] as const;

export type PlaceId = (typeof places)[number]['id'];

/** The plan's groups, in legend order: a tone and a glyph each, so colour is never the only cue. */
export const categories = [
  { id: 'heat', tone: 'terracotta', icon: 'flame' },
  { id: 'water', tone: 'sky', icon: 'water' },
  { id: 'salt', tone: 'sand', icon: 'wind' },
  { id: 'rest', tone: 'sage', icon: 'bed' },
  { id: 'nourish', tone: 'olive', icon: 'cup' },
] as const;

export type CategoryId = (typeof categories)[number]['id'];
