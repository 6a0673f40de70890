/**
 * Both menu pages, for lookups by path, in the order the Food page shows its venues. Each menu's
 * words live in its route's module (pages/restaurant-menu.ts, pages/cafe-menu.ts), which a
 * language's build swaps for its twin.
 */
import type { Menu } from './menus.ts';
import { cafeMenu } from './pages/cafe-menu.ts';
import { restaurantMenu } from './pages/restaurant-menu.ts';

export const menus = [restaurantMenu, cafeMenu] as const satisfies readonly Menu[];

/** Look a menu up by path; throws on an unknown one. */
export function menuFor(path: string): Menu {
  const menu = (menus as readonly Menu[]).find((m) => m.path === path);
  if (!menu) throw new Error(`No menu at "${path}"`);
  return menu;
}
