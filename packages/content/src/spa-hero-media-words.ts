/**
 * The words of the spa page's hero carousel: what each picture shows and its caption, by media
 * key. The words are the team's, in `data/media/spa-hero/`; the figures a caption states are
 * filled in here, in the page's language. `spa-hero-media.ts` joins them to the pictures.
 */

import pictures from '../data/media/spa-hero/spa-hero.en-GB.json' with { type: 'json' };
import { capacities, temperatures } from './constants.ts';
import { elementalShowers } from './claims.ts';
import type { SpaHeroPictures } from './data/schemas/spa-hero-pictures.ts';
import { capitalise, describeTemperature, listOf, numberWord } from './format.ts';
import { language } from './language.ts';
import type { MediaRecord } from './media-frames.ts';
import { fillPlaceholders } from './placeholders.ts';

const { locale } = language;
const words: SpaHeroPictures = pictures;

/** The figures each picture's words state, written as the page's language writes them. */
const figures: Partial<Record<keyof SpaHeroPictures, Record<string, string>>> = {
  'spa-hero-01': { guests: String(capacities.showSaunaGuestsInCaption) },
  'spa-hero-05': { guests: numberWord(capacities.saltRoomGuests, locale, 'feminine') },
  'spa-hero-06': { temperature: describeTemperature(temperatures.coldPlunge, locale) },
  'spa-hero-07': { temperature: describeTemperature(temperatures.biopool, locale) },
  'spa-hero-08': { temperature: describeTemperature(temperatures.earthOnsen, locale) },
  'spa-hero-09': { biopools: numberWord(capacities.kneippBiopools, locale, 'feminine') },
  'spa-hero-10': {
    showers: capitalise(numberWord(elementalShowers.elements.length, locale, 'feminine'), locale),
    group: elementalShowers.group,
    elements: listOf(elementalShowers.elements, locale),
  },
  'spa-hero-15': { guests: numberWord(capacities.cinemaGuests, locale, 'feminine') },
};

export const spaHeroMediaWords = Object.fromEntries(
  Object.entries(words).map(([key, { alt, caption }]) => {
    const figure = figures[key as keyof SpaHeroPictures] ?? {};
    return [
      key,
      {
        alt: fillPlaceholders(alt, figure, locale),
        caption: fillPlaceholders(caption, figure, locale),
      },
    ];
  }),
) as SpaHeroPictures satisfies Record<string, Pick<MediaRecord, 'alt' | 'caption'>>;
