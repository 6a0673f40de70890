import { beforeEach, describe, expect, it } from 'vitest';
import { buildIn } from './language-build.ts';

/**
 * The lookups hold no words, so they have no twins: they read the words modules by their English
 * paths, and a language's build swaps every module that has a twin for the twin and every data
 * file for its record in the language. Each language's build is imitated here the same way
 * (`language-build.ts`), to show that the lookups answer in the page's language.
 */

const builds = [
  {
    locale: 'pt-PT',
    venues: { restaurant: 'O restaurante', cafe: 'O café de bem-estar' },
    creative: ['Espaços de Criação e Alma', 'RiseHall'],
    sauna: {
      temperature: '80–90\u00a0°C',
      minutes: '10 a 15 minutos',
      coldPlunge: '30 segundos a 2 minutos',
      askFirst:
        'Consulte primeiro o seu médico se estiver grávida ou tiver uma doença cardíaca ou de tensão arterial.',
    },
  },
  {
    locale: 'es-ES',
    venues: { restaurant: 'El restaurante', cafe: 'El café de bienestar' },
    creative: ['Espacios de Creación y Alma', 'RiseHall'],
    sauna: {
      temperature: '80-90\u00a0°C',
      minutes: 'de 10 a 15 minutos',
      coldPlunge: 'de 30 segundos a 2 minutos',
      askFirst:
        'Consulta antes con tu médico si estás embarazada o tienes una afección cardiaca o de tensión arterial.',
    },
  },
];

for (const { locale, venues, creative, sauna } of builds) {
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

    it("gives each station's safety guidance in the language, from the same figures", async () => {
      const { guidanceNotes, stationGuidance } = await import('./station-guidance.ts');
      const { guidanceLabels } = await import('./safety-words.ts');
      const guidance = stationGuidance('sauna');
      expect(guidance.temperature).toBe(sauna.temperature);
      expect(guidance.minutes).toBe(sauna.minutes);
      // Below a minute, a span is said in seconds, in the language's words.
      expect(stationGuidance('coldPlunge').minutes).toBe(sauna.coldPlunge);
      expect(guidance.health.startsWith(sauna.askFirst)).toBe(true);
      expect(guidanceNotes('sauna').map((note) => note.term)).toEqual([
        guidanceLabels.temperature,
        guidanceLabels.time,
        guidanceLabels.after,
        guidanceLabels.health,
      ]);
      expect(guidanceLabels.temperature).toBe('Temperatura');
    });
  });
}
