import type * as v from 'valibot';
import { faqSchema, menuSchema, pricesSchema, siteSchema } from './schemas/index.ts';
import { experiencesSchema } from './schemas/experiences.ts';
import { experiencePicturesSchema } from './schemas/experience-pictures.ts';
import { accessibilitySchema } from './schemas/accessibility.ts';
import { privacySchema } from './schemas/privacy.ts';
import { spaPageSchema } from './schemas/spa-page.ts';
import { signatureExperiencesSchema } from './schemas/signature-experiences.ts';
import { spaHeroPicturesSchema } from './schemas/spa-hero-pictures.ts';

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
    name: 'pictures/spa-hero/spa-hero',
    label: 'Spa page: photographs at the top',
    description:
      'What each photograph of the carousel at the top of the spa page shows, for guests who cannot see it, and the caption printed with it.',
    schema: spaHeroPicturesSchema,
    translated: true,
  },
  {
    name: 'signature-experiences/signature-experiences',
    label: 'Signature experiences',
    description:
      'The two signature experiences, each with its picture, description and three highlights: a section of the home page, and the choices of the treatment packages request form, with the price and length of their ritual on the prices list.',
    schema: signatureExperiencesSchema,
    translated: true,
  },
  {
    name: 'pictures/experiences/experiences',
    label: 'Experiences page: pictures of the cards',
    description:
      'What the picture of each card of the Experiences page shows, for guests who cannot see it.',
    schema: experiencePicturesSchema,
    translated: true,
  },
  {
    name: 'pages/experiences/experiences',
    label: 'Experiences page',
    description:
      'The Experiences page: its introduction, the categories of its filter bar and its cards, each with a picture, a description and the page it leads to.',
    schema: experiencesSchema,
    translated: true,
  },
  {
    name: 'pages/spa/spa',
    label: 'Spa page',
    description:
      "The spa circuit page's own words around its stations and guided sequences: the top of the page, the introduction to the circuit, the note on safety, the buttons and the closing section.",
    schema: spaPageSchema,
    translated: true,
  },
  {
    name: 'pages/accessibility/accessibility',
    label: 'Accessibility statement',
    description:
      'The accessibility statement page, in the parts of the EU model statement: how far the site meets WCAG 2.2 AA, its known limitations, how it was checked, how to report a barrier and who enforces it.',
    schema: accessibilitySchema,
    translated: true,
  },
  {
    name: 'pages/privacy/privacy',
    label: 'Privacy page',
    description:
      'The privacy page: what the website does with what guests type, what their browser keeps, what the server sees, the links to other services and their rights. It must stay true to how the site works.',
    schema: privacySchema,
    translated: true,
  },
];

export function dataFile(name: string): DataFile {
  const found = dataFiles.find((file) => file.name === name);
  if (!found)
    throw new Error(`No data file "${name}" (known: ${dataFiles.map((f) => f.name).join(', ')})`);
  return found;
}
