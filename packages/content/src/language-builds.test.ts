import { readdirSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The lookups hold no words, so they have no twins: they read the words modules by their English
 * paths, and a language's build swaps every module that has a twin for the twin. Each language's
 * build is imitated here the same way, to show that the lookups answer in the page's language.
 */

const srcDir = new URL('.', import.meta.url);
const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' });

/** From here on, every module with a twin in the locale imports as that twin. */
function buildIn(locale: string) {
  vi.resetModules();
  for (const twin of files.filter((file) => file.endsWith(`.${locale}.ts`))) {
    const original = new URL(twin.replace(`.${locale}.ts`, '.ts'), srcDir).pathname;
    vi.doMock(original, () => import(new URL(twin, srcDir).pathname));
  }
}

const builds = [
  {
    locale: 'pt-PT',
    venues: { restaurant: 'O restaurante', cafe: 'O café de bem-estar' },
    creative: ['Espaços de Criação e Alma', 'RiseHall'],
  },
  {
    locale: 'es-ES',
    venues: { restaurant: 'El restaurante', cafe: 'El café de bienestar' },
    creative: ['Espacios de Creación y Alma', 'RiseHall'],
  },
];

for (const { locale, venues, creative } of builds) {
  describe(`in the ${locale} build`, () => {
    beforeEach(() => buildIn(locale));

    it("finds each menu by path, under its venue's name in the language", async () => {
      const { menuFor } = await import('./menu-pages.ts');
      const { cafeMenu } = await import('./pages/cafe-menu.ts');
      expect(menuFor('/cafe-menu')).toBe(cafeMenu);
      expect(menuFor('/restaurant-menu').venue).toBe(venues.restaurant);
      expect(menuFor('/cafe-menu').venue).toBe(venues.cafe);
    });

    it('reads the same category from the address and shows the cards in the language', async () => {
      const { filterExperiences, parseExperienceCategory } = await import('./experience-filter.ts');
      expect(parseExperienceCategory('creative')).toBe('creative');
      expect(filterExperiences('creative').map((e) => e.title)).toEqual(creative);
    });
  });
}
