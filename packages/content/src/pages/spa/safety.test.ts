import { describe, expect, it } from 'vitest';
import { guestAges, heatRounds, stationMinutes, temperatures } from '../../constants.ts';
import { capitalise, formatTemperature, numberWord } from '../../format.ts';
import { formatMinutes } from '../../guidance-format.ts';
import { inLanguage } from '../../language-build.ts';
import { isMediaKey } from '../../media.ts';
import { routeFor } from '../../routes.ts';
import { guidanceWords } from '../../safety-words.ts';
import { guidanceIds, guidanceRecords } from '../../station-guidance.ts';
import { spaPage } from '../spa.ts';
import { houseRuleGroups } from './etiquette.ts';
import type { HouseRuleGroup } from './etiquette.ts';
import { safetyPage } from './safety.ts';

const text = JSON.stringify(safetyPage);

describe('safety page', () => {
  it('is a guest page of the route table, led to from the spa page', () => {
    expect(routeFor('/spa/safety')).toMatchObject({
      heading: 'Safety at Every Station',
      layout: 'guest',
      indexable: true,
    });
    expect(spaPage.safety.actions).toEqual([
      { label: 'Safety at Every Station', href: '/spa/safety' },
    ]);
    expect(isMediaKey(safetyPage.heroImage)).toBe(true);
  });

  it('takes its figures from the constants, as the stations do', () => {
    expect(text).toContain(`${capitalise(formatMinutes(stationMinutes.sauna))} in the sauna`);
    expect(text).toContain(formatTemperature(temperatures.infraredSauna));
    expect(safetyPage.rhythm.intro).toContain(`${capitalise(numberWord(heatRounds))} rounds`);
    // The rest after heat is the one the sauna's guidance and the concierge give.
    expect(text).toContain('twice as long as you were in the heat');
    expect(guidanceWords.sauna.after).toContain('twice as long as you were in the heat');
  });

  it('speaks to everyone who should ask first: pregnancy, heart, alcohol, fever, children', () => {
    expect(safetyPage.askFirst.items.map((item) => item.id)).toEqual([
      'pregnancy',
      'heart',
      'alcohol',
      'fever',
      'children',
    ]);
  });

  it('opens to children exactly the stations the house rules call family pools, at their ages', () => {
    const family = guidanceIds.filter((id) => guidanceRecords[id].children === 'familyPools');
    expect(family).toEqual(['kneippWalk', 'biopool', 'biolake']);
    const familyHoursRule =
      (houseRuleGroups as readonly HouseRuleGroup[])
        .flatMap((group) => group.rules)
        .find((rule) => rule.id === 'family-hours')?.text ?? '';
    for (const pool of ['Kneipp walk', 'biopool', 'biolake']) {
      expect(familyHoursRule).toContain(pool);
    }
    const children = safetyPage.askFirst.items.find((item) => item.id === 'children');
    for (const id of family) {
      expect(children?.description.toLowerCase()).toContain(guidanceWords[id].name.toLowerCase());
    }
    expect(children?.description).toContain(`From ${String(guestAges.familyPools)},`);
    expect(children?.description).toContain(`aged ${String(guestAges.wholeCircuit)} and over`);
  });

  it('names as gentlest in pregnancy only stations that do not ask about it', () => {
    const gentle = ['hydrotherapyPool', 'biopool', 'floatation'] as const;
    for (const id of gentle) {
      expect(guidanceRecords[id].askFirst, id).not.toContain('pregnancy');
    }
    const pregnancy = safetyPage.askFirst.items.find((item) => item.id === 'pregnancy');
    expect(pregnancy?.description).toContain('The hydrotherapy pool, the biopool and the float');
  });

  it('lists the signs to stop and leads back to the circuit and the team', () => {
    expect(safetyPage.signs.items.length).toBeGreaterThanOrEqual(5);
    expect(safetyPage.closing.actions).toEqual([
      { label: 'Explore the Spa Circuit', href: '/spa' },
      { label: 'Ask Our Team', href: '/contact' },
    ]);
  });

  it('fills every figure in each language, with a capital where it opens a sentence', async () => {
    for (const locale of ['pt-PT', 'es-ES']) {
      const page = await inLanguage(locale, () => import('./safety.ts'));
      expect(JSON.stringify(page.safetyPage), locale).not.toMatch(/\{[a-zA-Z]+\}/);
    }
    const pt = await inLanguage('pt-PT', () => import('./safety.ts'));
    expect(pt.safetyPage.rhythm.intro).toContain('Três rondas fazem');
    expect(pt.safetyPage.rhythm.steps[5]?.text).toContain('Até três rondas.');
    expect(pt.safetyPage.rhythm.steps[1]?.text).toMatch(/de \d+ a \d+\u00a0°C/);
    const es = await inLanguage('es-ES', () => import('./safety.ts'));
    expect(es.safetyPage.rhythm.intro).toContain('Con tres rondas');
    expect(es.safetyPage.rhythm.steps[2]?.text).toMatch(/^De \d+ a \d+ minutos en la sauna/);
    expect(es.safetyPage.askFirst.items[4]?.description).toContain(
      `a partir de ${String(guestAges.wholeCircuit)} años`,
    );
  });

  it('stays calm: no exclamation marks, no words of danger', () => {
    expect(text).not.toMatch(/!|\b(danger|dangerous|warning|risk|death|fatal|emergency)\b/i);
  });
});
