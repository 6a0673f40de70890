import menu from '../../data/menus/cafe/cafe.en-GB.json' with { type: 'json' };
import { menuRecord } from '../menu-record.ts';
import { venueName } from '../venue-names.ts';
import { backToDining } from './dining.ts';

/**
 * The wellness cafe's menu (/cafe-menu): light food beside the circuit. The dishes are the
 * team's, in `data/menus/cafe/`; the venue's name comes from the Food page.
 */
export const cafeMenu = menuRecord(
  { id: 'cafe', path: '/cafe-menu', venue: venueName('cafe') },
  menu,
  backToDining,
);
