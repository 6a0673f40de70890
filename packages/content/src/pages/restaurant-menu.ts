import menu from '../../data/menus/restaurant/restaurant.en-GB.json' with { type: 'json' };
import { menuRecord } from '../menu-record.ts';
import { venueName } from '../venue-names.ts';
import { backToDining } from './dining.ts';

/**
 * The restaurant's menu (/restaurant-menu): dinner from the open-air kitchen. The dishes are the
 * team's, in `data/menus/restaurant/`; the venue's name comes from the Food page.
 */
export const restaurantMenu = menuRecord(
  { id: 'restaurant', path: '/restaurant-menu', venue: venueName('restaurant') },
  menu,
  backToDining,
);
