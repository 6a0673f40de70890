import menu from '../../data/menus/restaurant/restaurant.en-GB.json' with { type: 'json' };
import type { DietaryMark, Menu } from '../menus.ts';
import { venueName } from '../venue-names.ts';
import { backToDining } from './dining.ts';

/**
 * The restaurant's menu (/restaurant-menu): dinner from the open-air kitchen. The dishes are the
 * team's, in `data/menus/restaurant/`; the venue's name comes from the Food page.
 */
export const restaurantMenu: Menu = {
  id: 'restaurant',
  path: '/restaurant-menu',
  venue: venueName('restaurant'),
  intro: menu.intro,
  seasonalNote: menu.seasonalNote,
  sections: menu.sections.map((section) => ({
    ...section,
    dishes: section.dishes.map((dish) => ({ ...dish, marks: dish.marks as DietaryMark[] })),
  })),
  actions: [...menu.actions, backToDining],
};
