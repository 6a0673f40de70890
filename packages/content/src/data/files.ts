import type * as v from 'valibot';
import { faqSchema, menuSchema, pricesSchema, siteSchema } from './schemas/index.ts';
import {
  accommodationsRequestSchema,
  bookingPageSchema,
  packagesRequestSchema,
  racketClubRequestSchema,
  requestPageSchema,
  requestsSchema,
  spaRequestSchema,
} from './schemas/booking.ts';
import { partnershipSchema } from './schemas/partnership.ts';
import { stayTypesSchema, staysPageSchema } from './schemas/stays.ts';
import { spaceMediaWordsSchema, spacesGallerySchema, spacesPageSchema } from './schemas/spaces.ts';

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
    name: 'pages/spaces/gallery/gallery',
    label: 'Gallery of the spaces',
    description:
      "The words of the gallery page (/spaces/gallery): its introduction, the picture viewer's buttons and the closing links. The pictures and their captions are the Spaces page's.",
    schema: spacesGallerySchema,
    translated: true,
  },
  {
    name: 'media/spaces/spaces',
    label: 'Pictures of the spaces: descriptions',
    description:
      'What each of the fifteen pictures of the spaces shows, for guests who cannot see it: read out by screen readers on the Spaces page and its gallery.',
    schema: spaceMediaWordsSchema,
    translated: true,
  },
  {
    name: 'pages/spaces/spaces',
    label: 'Spaces page',
    description:
      'The Spaces page (/spaces): its introduction, the nine feature cards and the grid of fifteen spaces, each with its picture and a button. The gallery shows the same spaces, with their descriptions as captions.',
    schema: spacesPageSchema,
    translated: true,
  },
  {
    name: 'stay-types/stay-types',
    label: 'Kinds of stay',
    description:
      'The three kinds of stay (suites, villas, pods), each with a description, four things it has and a picture: on the Stays page and as the choices of the stay request form.',
    schema: stayTypesSchema,
    translated: true,
  },
  {
    name: 'pages/stays/stays',
    label: 'Stays page',
    description:
      'The Stays page (/stays): its top, the headings over the kinds of stay, the four amenities in every room and the closing section. The kinds of stay have a file of their own.',
    schema: staysPageSchema,
    translated: true,
  },
  {
    name: 'pages/booking/booking',
    label: 'Booking page',
    description:
      'The Booking page (/booking): the two ways into the spa, the day pass and treatment package cards (their starting prices come from the prices file) and the stay section.',
    schema: bookingPageSchema,
    translated: true,
  },
  {
    name: 'requests/requests',
    label: 'Request forms: shared words',
    description:
      "What every request form shares: the questions about the guest, the form's headings and buttons, the ready-to-send message and its greeting, on every booking request page.",
    schema: requestsSchema,
    translated: true,
  },
  {
    name: 'pages/booking/spa/spa',
    label: 'Request form: spa day',
    description:
      'The spa day request page (/booking/spa): its top, what is included and the question that chooses the circuit or a guided sequence.',
    schema: spaRequestSchema,
    translated: true,
  },
  {
    name: 'pages/booking/spa-form/spa-form',
    label: 'Request form: self-guided spa day',
    description:
      'The self-guided spa day request page (/booking/spa-form): its top and what is included.',
    schema: requestPageSchema,
    translated: true,
  },
  {
    name: 'pages/booking/day-pass/day-pass',
    label: 'Request form: day pass',
    description:
      'The day pass request page (/booking/day-pass): its top and what is included; its price comes from the prices file.',
    schema: requestPageSchema,
    translated: true,
  },
  {
    name: 'pages/booking/packages/packages',
    label: 'Request form: treatment packages',
    description:
      'The treatment package request page (/booking/packages): its top, what is included and the question that chooses a package; the rituals and their prices come from the signature experiences and the prices file.',
    schema: packagesRequestSchema,
    translated: true,
  },
  {
    name: 'pages/booking/accommodations/accommodations',
    label: 'Request form: stay',
    description:
      'The stay request page (/booking/accommodations): its top, what is included and the questions about the dates and the party; the choices are the kinds of stay.',
    schema: accommodationsRequestSchema,
    translated: true,
  },
  {
    name: 'pages/booking/racket-club/racket-club',
    label: 'Request form: courts',
    description:
      'The court request page (/booking/racket-club): its top, what is included and the questions about the court, the time, the players and a coach.',
    schema: racketClubRequestSchema,
    translated: true,
  },
  {
    name: 'partnership/partnership',
    label: 'Partnership pages: shared words',
    description:
      'What the partnership page (/partners) and the land-care page (/holistic-landcare) both state: the three sanctums, the labels of the facts, the contact block and when partners hear back.',
    schema: partnershipSchema,
    translated: true,
  },
];

export function dataFile(name: string): DataFile {
  const found = dataFiles.find((file) => file.name === name);
  if (!found)
    throw new Error(`No data file "${name}" (known: ${dataFiles.map((f) => f.name).join(', ')})`);
  return found;
}
