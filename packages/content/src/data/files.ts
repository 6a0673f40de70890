import type * as v from 'valibot';
import { faqSchema, menuSchema, pricesSchema, siteSchema } from './schemas/index.ts';
import { facilitiesSchema, facilityCategoriesSchema } from './schemas/facilities.ts';
import { journeyWordsSchema } from './schemas/journeys.ts';
import {
  facilityMediaWordsSchema,
  journeyMediaWordsSchema,
  planMediaWordsSchema,
} from './schemas/media-words.ts';
import {
  safetyWordsSchema,
  spaPlacesSchema,
  spaSequencesSchema,
  spaStationsSchema,
} from './schemas/spa.ts';

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
    name: 'facilities/categories/categories',
    label: 'Floor plan categories',
    description:
      "The kinds of place on the spa's floor plan (saunas, cooling, hot baths…), each with its colour and icon: the plan's legend, its tiles and its list, on the home page and the spa page.",
    schema: facilityCategoriesSchema,
    translated: true,
  },
  {
    name: 'media/plan/plan',
    label: 'Floor plan and map pictures',
    description:
      'What the drawn floor plan and the map of the region show, for guests who cannot see them, and the names of the zones of the plan.',
    schema: planMediaWordsSchema,
    translated: true,
  },
  {
    name: 'media/journeys/journeys',
    label: 'Journeys page pictures',
    description:
      "What each picture of the Journeys page's cards shows, for guests who cannot see it.",
    schema: journeyMediaWordsSchema,
    translated: true,
  },
  {
    name: 'media/facilities/facilities',
    label: 'Floor plan photos',
    description:
      "What each photo in the floor plan's place details shows, for guests who cannot see it.",
    schema: facilityMediaWordsSchema,
    translated: true,
  },
  {
    name: 'facilities/floor-plan/facilities',
    label: 'Floor plan places',
    description:
      "Every place on the spa's floor plan: its name, description and features, its category, icon and photo, and where its marker sits. The floor plan on the home page and the spa page, and the places the concierge suggests.",
    schema: facilitiesSchema,
    translated: true,
  },
  {
    name: 'spa/places/places',
    label: 'Spa places named in several parts',
    description:
      'The names of the places of the spa circuit that several parts of the site show (the cold plunge, the hammam, the touchless treatments…): the floor plan, the spa page, the safety notes and the concierge. A name changed here changes everywhere.',
    schema: spaPlacesSchema,
    translated: true,
  },
  {
    name: 'spa/stations/stations',
    label: 'Spa stations',
    description:
      "The spa page's cards: each group of stations with its heading, text, picture and stations, and the touchless treatments a guest chooses from.",
    schema: spaStationsSchema,
    translated: true,
  },
  {
    name: 'spa/sequences/sequences',
    label: 'Guided sequences',
    description:
      'The four suggested ways round the spa circuit, step by step: on the spa page, in the spa request form and from the concierge.',
    schema: spaSequencesSchema,
    translated: true,
  },
  {
    name: 'spa/guidance/guidance',
    label: 'Safety notes',
    description:
      "The words of each station's safety notes (recommended time, afterwards, who should ask a doctor first): the floor plan's details, the spa page's stations and the safety page.",
    schema: safetyWordsSchema,
    translated: true,
  },
  {
    name: 'journeys/reasons/reasons',
    label: "The concierge's reasons",
    description:
      "The short reasons the concierge gives for each choice of a suggested journey, quoting the guest's answers: the concierge's suggestions.",
    schema: journeyWordsSchema,
    translated: true,
  },
];

export function dataFile(name: string): DataFile {
  const found = dataFiles.find((file) => file.name === name);
  if (!found)
    throw new Error(`No data file "${name}" (known: ${dataFiles.map((f) => f.name).join(', ')})`);
  return found;
}
