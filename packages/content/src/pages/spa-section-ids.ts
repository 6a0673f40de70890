/**
 * The sections of the spa circuit, in the order the spa page shows them: each one's id, without
 * its words (`spa-stations.ts`). A page can lay out a card per section and leave the words to the
 * cards' own module.
 */
export const spaSectionIds = [
  'sauna-rooms',
  'steam-room',
  'mud-and-scrub',
  'foot-and-facial',
  'salt-therapy',
  'cooling',
  'hot-baths',
  'vitality-pool-bar',
  'guided-by-nature',
  'stargazing-float',
  'open-air-kitchen',
  'play-and-rest',
  'entertain-and-educate',
  'nourish-and-replenish',
  'touchless-treatment',
  'tea-house',
  'curated-journey',
] as const;

export type SpaSectionId = (typeof spaSectionIds)[number];
