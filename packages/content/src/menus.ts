import type { PageAction } from './actions.ts';
import type { foodVenues } from './pages/dining.ts';

/**
 * What the two menu pages (/restaurant-menu, /cafe-menu) share: the record they follow, the
 * dietary marks and the words around every menu (the list of both, for lookups by path, is in
 * menu-pages.ts). The venues' names come from the Food page so the two never drift apart. The
 * site states no dish prices, so dishes carry none; a property that prices its menu may give
 * `price`, and only then does a price show.
 */

/** Dietary marks, as printed beside a dish. */
export const dietaryMarks = ['V', 'VG', 'GF'] as const;
export type DietaryMark = (typeof dietaryMarks)[number];

/** What each mark means: shown in the legend, and read out in full beside each dish. */
export const dietaryLegend = {
  V: 'Vegetarian',
  VG: 'Vegan',
  GF: 'Gluten-free',
} as const satisfies Record<DietaryMark, string>;

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
export const menuPage = {
  legendHeading: 'Dietary marks',
  legendIntro: 'Marked beside each dish.',
  allergyHeading: 'Allergies and Intolerances',
  allergyNote:
    'Every dish is cooked in a kitchen that handles gluten, nuts, dairy and eggs. If you have an allergy or an intolerance, please tell the team before you order; the cooks are glad to adapt a dish.',
  seasonalHeading: 'In Season',
} as const;
