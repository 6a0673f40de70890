import record from '../data/menus/marks-and-allergies/marks-and-allergies.en-GB.json' with { type: 'json' };
import type { PageAction } from './actions.ts';
import type { MenuWords } from './data/schemas/menu-words.ts';
import type { foodVenues } from './pages/dining.ts';

/**
 * What the two menu pages (/restaurant-menu, /cafe-menu) share: the record they follow, the
 * dietary marks and the words around every menu (the list of both, for lookups by path, is in
 * menu-pages.ts). The words are in `data/menus/marks-and-allergies/`, each menu's dishes in its own
 * folder beside it. The venues' names come from the Food page so the two never drift apart. The
 * site states no dish prices, so dishes carry none; a property that prices its menu may give
 * `price`, and only then does a price show.
 */

const words: MenuWords = record;

/** Dietary marks, as printed beside a dish: the same symbols in every language. */
export const dietaryMarks = ['V', 'VG', 'GF'] as const;
export type DietaryMark = (typeof dietaryMarks)[number];

/** What each mark means: shown in the legend, and read out in full beside each dish. */
export const dietaryLegend: Readonly<Record<DietaryMark, string>> = words.dietaryLegend;

export interface Dish {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly marks: readonly DietaryMark[];
  /** In euros, VAT included; only where the property states one. */
  readonly price?: number;
}

export interface MenuSection {
  readonly id: string;
  readonly heading: string;
  readonly note?: string;
  readonly dishes: readonly Dish[];
}

export type MenuId = (typeof foodVenues)[number]['id'];

export interface Menu {
  readonly id: MenuId;
  readonly path: string;
  /** The venue's name, from the Food page. */
  readonly venue: string;
  readonly intro: string;
  readonly seasonalNote: string;
  readonly sections: readonly MenuSection[];
  readonly actions: readonly PageAction[];
}

/** Words both menu pages share. */
export const menuPage: {
  readonly legendHeading: string;
  readonly legendIntro: string;
  readonly allergyHeading: string;
  readonly allergyNote: string;
  readonly seasonalHeading: string;
} = words.menuPage;
