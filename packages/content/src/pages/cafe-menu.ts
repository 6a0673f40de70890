import menu from '../../data/menus/cafe/cafe.en-GB.json' with { type: 'json' };
import type { DietaryMark, Menu } from '../menus.ts';
import { venueName } from '../venue-names.ts';
import { backToDining } from './dining.ts';

/**
 * The wellness cafe's menu (/cafe-menu): light food beside the circuit. The dishes are the
 * team's, in `data/menus/cafe/`; the venue's name comes from the Food page.
 */
export const cafeMenu: Menu = {
  id: 'cafe',
  path: '/cafe-menu',
  venue: venueName('cafe'),
  intro: menu.intro,
  seasonalNote: menu.seasonalNote,
  sections: menu.sections.map((section) => ({
    ...section,
    dishes: section.dishes.map((dish) => ({ ...dish, marks: dish.marks as DietaryMark[] })),
  })),
  actions: [...menu.actions, backToDining],
};
