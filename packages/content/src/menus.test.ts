import { describe, expect, it } from 'vitest';
import { inLanguage } from './language-build.ts';
import { languages } from './languages.ts';
import { menus } from './menu-pages.ts';
import { dietaryLegend, dietaryMarks } from './menus.ts';
import type { Menu } from './menus.ts';
import { cafeMenu } from './pages/cafe-menu.ts';
import { restaurantMenu } from './pages/restaurant-menu.ts';

const allDishes = (menu: Menu) => menu.sections.flatMap((section) => section.dishes);
const marksOf = (menu: Menu) => allDishes(menu).map((dish) => [dish.id, dish.marks]);

describe('menus', () => {
  it('spells out every dietary mark for the legend and for screen readers', () => {
    expect(Object.keys(dietaryLegend).sort()).toEqual([...dietaryMarks].sort());
    expect(dietaryLegend).toEqual({ V: 'Vegetarian', VG: 'Vegan', GF: 'Gluten-free' });
  });

  it('gives each menu sections of dishes with unique ids, each described', () => {
    for (const menu of menus) {
      expect(menu.sections.length).toBeGreaterThanOrEqual(3);
      const ids = allDishes(menu).map((d) => d.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const dish of allDishes(menu)) {
        expect(dish.description.length, dish.id).toBeGreaterThan(20);
        expect(new Set(dish.marks).size, dish.id).toBe(dish.marks.length);
      }
    }
  });

  it('offers vegetarian, vegan and gluten-free dishes on both menus', () => {
    for (const menu of menus) {
      const marks = new Set(allDishes(menu).flatMap((d) => d.marks));
      expect([...marks].sort()).toEqual([...dietaryMarks].sort());
    }
  });

  it('invents no prices: the site states none for dishes', () => {
    for (const menu of menus) {
      for (const dish of allDishes(menu)) expect('price' in dish, dish.id).toBe(false);
    }
  });

  it('leads back to dining, and from the restaurant to a table booking', () => {
    expect(restaurantMenu.actions.map((a) => ('href' in a ? a.href : undefined))).toEqual([
      '/booking',
      '/dining',
    ]);
    expect(cafeMenu.actions.map((a) => ('href' in a ? a.href : undefined))).toEqual(['/dining']);
  });

  it('prints the same marks beside the same dishes in every language', async () => {
    for (const { locale } of languages.filter((language) => language.prefix)) {
      const words = await inLanguage(locale, () => import('./menus.ts'));
      expect(words.dietaryMarks, locale).toEqual(dietaryMarks);
      expect(Object.keys(words.dietaryLegend), locale).toEqual(Object.keys(dietaryLegend));
      // The marks are kept once, with the dish; a language's build gives its own words.
      const { cafeMenu: cafe } = await inLanguage(locale, () => import('./pages/cafe-menu.ts'));
      const { restaurantMenu: restaurant } = await inLanguage(
        locale,
        () => import('./pages/restaurant-menu.ts'),
      );
      expect(marksOf(cafe), locale).toEqual(marksOf(cafeMenu));
      expect(marksOf(restaurant), locale).toEqual(marksOf(restaurantMenu));
      expect(restaurant.sections[0]?.heading, locale).not.toBe(restaurantMenu.sections[0]?.heading);
    }
  });
});
