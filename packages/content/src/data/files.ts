import type * as v from 'valibot';
import { faqSchema, menuSchema, pricesSchema, siteSchema } from './schemas/index.ts';
import {
  racketClubPageSchema,
  racketGallerySchema,
  racketSportsSchema,
} from './schemas/racket-club.ts';
import { partnersPageSchema } from './schemas/partners.ts';
import { journeysPageSchema } from './schemas/programs.ts';
import { sanctumPageSchema } from './schemas/sanctum.ts';
import { seasonPicturesSchema, seasonsPageSchema } from './schemas/seasons.ts';
import {
  directionsPageSchema,
  locationPageSchema,
  transferPageSchema,
} from './schemas/location.ts';

/**
 * Every data file of the site, by its name under `data/` without the ending: a record in each
 * language (`site/site.en-GB.json`, with its twins `site/site.pt-PT.json`, …), or one file with no
 * words, the same for every language (`prices/prices.json`).
 */
export interface DataFile {
  /** Its path under `data/`, without the language and the ending. */
  readonly name: string;
  /** What the editor calls it. */
  readonly label: string;
  /** What it holds and where the site shows it, in the editor's words. */
  readonly description: string;
  readonly schema: v.GenericSchema;
  /** Whether it has words, and so a file for each language. */
  readonly translated: boolean;
}

export const dataFiles: readonly DataFile[] = [
  {
    name: 'site/site',
    label: 'The resort',
    description:
      'Who the resort is: its name, contacts, address and profiles, in the footer of every page, on the contact page and for search engines.',
    schema: siteSchema,
    translated: true,
  },
  {
    name: 'prices/prices',
    label: 'Prices',
    description:
      'The prices the site states, in euros with VAT. Every page that shows a price follows, in every language.',
    schema: pricesSchema,
    translated: false,
  },
  {
    name: 'faq/faq',
    label: 'Questions answered (FAQ)',
    description:
      'The questions guests ask before they come, in groups, each with a short answer and a link to the page that says more: the FAQ page, and what search engines show of it.',
    schema: faqSchema,
    translated: true,
  },
  {
    name: 'menus/restaurant/restaurant',
    label: 'Restaurant menu',
    description:
      "The restaurant's dinner menu, in sections of dishes with their dietary marks: the restaurant menu page.",
    schema: menuSchema,
    translated: true,
  },
  {
    name: 'menus/cafe/cafe',
    label: 'Cafe menu',
    description:
      "The wellness cafe's menu, in sections of dishes with their dietary marks: the cafe menu page.",
    schema: menuSchema,
    translated: true,
  },
  {
    name: 'racket-sports/racket-sports',
    label: 'Racket sports',
    description:
      "The club's two sports, tennis and padel, each with a description and three features: the cards on the racket club page, and the choice of court on the court request form.",
    schema: racketSportsSchema,
    translated: true,
  },
  {
    name: 'media/racket/racket',
    label: 'Racket club gallery: picture words',
    description:
      "What each photograph of the racket club's gallery shows, for guests who cannot see it, and the caption printed under it.",
    schema: racketGallerySchema,
    translated: true,
  },
  {
    name: 'pages/racket-club/racket-club',
    label: 'Racket club page',
    description:
      "The words of the racket club page: its introduction, the gallery's heading, the club's philosophy, the longevity section with its source, and the closing buttons.",
    schema: racketClubPageSchema,
    translated: true,
  },
  {
    name: 'media/season/season',
    label: 'Seasons page: picture words',
    description:
      "What each of the Seasons page's sixteen photographs shows, four for each season, for guests who cannot see them.",
    schema: seasonPicturesSchema,
    translated: true,
  },
  {
    name: 'pages/seasons/seasons',
    label: 'Seasons page',
    description:
      'The words of the Seasons page: its introduction, each season with its description and two buttons, and the closing section.',
    schema: seasonsPageSchema,
    translated: true,
  },
  {
    name: 'pages/location/location',
    label: 'Location page',
    description:
      'The words of the Location page: the setting, the map, the travel times, the ways to arrive and the places nearby. The travel times themselves are the site’s, in every language.',
    schema: locationPageSchema,
    translated: true,
  },
  {
    name: 'pages/location/directions/directions',
    label: 'Directions page',
    description:
      'The words of the Directions page: the routes by car, step by step, the way by train, the address and the private transfer.',
    schema: directionsPageSchema,
    translated: true,
  },
  {
    name: 'pages/location/transfer/transfer',
    label: 'Private transfer page',
    description:
      'The words of the private transfer page and its request form: what is included, the travel times and how to request one.',
    schema: transferPageSchema,
    translated: true,
  },
  {
    name: 'pages/partners/partners',
    label: 'Partnership page',
    description:
      'The words of the partnership landing (the home page and /partners): the vision, the experience, the philosophy, the opportunities and the partner benefits. The facts, the sanctums and the contact section are shared with the land-care page.',
    schema: partnersPageSchema,
    translated: true,
  },
  {
    name: 'pages/programs/programs',
    label: 'Journeys page',
    description:
      'The words of the Journeys page (/programs): the six journeys, each with its button, and the concierge section.',
    schema: journeysPageSchema,
    translated: true,
  },
  {
    name: 'pages/sanctum/sanctum',
    label: 'Sanctum page',
    description:
      'The words of the Sanctum page: its two pathways, BioSanctum and Sanctum Flow, the philosophy and the steps of a personalised day.',
    schema: sanctumPageSchema,
    translated: true,
  },
];

export function dataFile(name: string): DataFile {
  const found = dataFiles.find((file) => file.name === name);
  if (!found)
    throw new Error(`No data file "${name}" (known: ${dataFiles.map((f) => f.name).join(', ')})`);
  return found;
}
