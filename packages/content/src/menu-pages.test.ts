import { describe, expect, it } from 'vitest';
import { menuFor, menus } from './menu-pages.ts';
import { cafeMenu } from './pages/cafe-menu.ts';
import { foodVenues } from './pages/dining.ts';

describe('menu pages', () => {
  it('is at the paths the Food page links to, under the venue names of the Food page', () => {
    const links = foodVenues.flatMap((venue) => venue.actions.map((a) => a.href));
    for (const menu of menus) {
      expect(links).toContain(menu.path);
      expect(menu.venue).toBe(foodVenues.find((v) => v.id === menu.id)?.eyebrow);
    }
    expect(menuFor('/cafe-menu')).toBe(cafeMenu);
    expect(() => menuFor('/wine-list')).toThrow(/wine-list/);
  });
});
