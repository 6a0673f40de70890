import type * as v from 'valibot';
import { faqSchema, menuSchema, pricesSchema, siteSchema } from './schemas/index.ts';
import { featurePicturesSchema, heroPicturesSchema } from './schemas/media-words.ts';
import { aiSchema } from './schemas/ai.ts';
import { approachSchema } from './schemas/approach.ts';
import { conciergeSchema } from './schemas/concierge.ts';
import { contactSchema } from './schemas/contact.ts';
import { diningSchema } from './schemas/dining.ts';
import { holisticLandcareSchema } from './schemas/holistic-landcare.ts';
import { homeSchema } from './schemas/home.ts';
import { notFoundSchema } from './schemas/not-found.ts';

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
    name: 'pages/not-found/not-found',
    label: 'Page not found',
    description:
      'What a guest reads when an address leads to no page: the heading, a short message and the link back to the home page.',
    schema: notFoundSchema,
    translated: true,
  },
  {
    name: 'media/hero-pictures/hero-pictures',
    label: 'Pictures at the top of the pages',
    description:
      "What each page's top picture shows, in a sentence for guests who cannot see it: read aloud by screen readers, and shown when the picture cannot load.",
    schema: heroPicturesSchema,
    translated: true,
  },
  {
    name: 'media/feature-pictures/feature-pictures',
    label: 'Pictures of the cards',
    description:
      'What the pictures of the cards show, for guests who cannot see them: the signature experiences, the stays, the two spa pathways and the places to eat.',
    schema: featurePicturesSchema,
    translated: true,
  },
  {
    name: 'pages/home/home',
    label: 'Home page',
    description:
      "The home page's words, section by section: the top of the page, why Alento, the AI concierge, the plan of the spa grounds, a guest's words and the closing sections. The signature experiences and the figures in numbers have records of their own.",
    schema: homeSchema,
    translated: true,
  },
  {
    name: 'pages/ai/ai',
    label: 'AI wellness page',
    description:
      "The AI wellness page's words: how recommendations are made, the steps to a personal journey, its benefits and what it is built on.",
    schema: aiSchema,
    translated: true,
  },
  {
    name: 'pages/approach/approach',
    label: 'Our approach page',
    description:
      'The wellness philosophy page: its introduction, the eight pillars and its closing words.',
    schema: approachSchema,
    translated: true,
  },
  {
    name: 'pages/concierge/concierge',
    label: 'AI concierge page',
    description:
      "The concierge page's words: its tabs, the assessment's questions and hints, the messages after sending, and the recommendations shown before a guest has answered.",
    schema: conciergeSchema,
    translated: true,
  },
  {
    name: 'pages/contact/contact',
    label: 'Contact page',
    description:
      "The contact page's words and the labels of its form. The resort's addresses and numbers are in The resort.",
    schema: contactSchema,
    translated: true,
  },
  {
    name: 'pages/dining/dining',
    label: 'Food page',
    description:
      'The food page: the restaurant and the wellness cafe, what both kitchens cook with, and the link back from the menus.',
    schema: diningSchema,
    translated: true,
  },
  {
    name: 'pages/holistic-landcare/holistic-landcare',
    label: 'Holistic landcare page',
    description:
      "The land-stewardship partnership page's own words: its vision, regenerative systems, philosophy, kinds of partnership and what partners receive.",
    schema: holisticLandcareSchema,
    translated: true,
  },
];

export function dataFile(name: string): DataFile {
  const found = dataFiles.find((file) => file.name === name);
  if (!found)
    throw new Error(`No data file "${name}" (known: ${dataFiles.map((f) => f.name).join(', ')})`);
  return found;
}
