import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../language-build.ts';
import { journeys, journeysPage } from './programs.ts';

const Journey = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z]+(-[a-z]+)*$/)),
  title: v.pipe(v.string(), v.minLength(3)),
  subtitle: v.pipe(v.string(), v.minLength(3)),
  description: v.pipe(v.string(), v.minLength(60), v.maxLength(200)),
  image: v.string(),
  action: v.strictObject({ label: v.pipe(v.string(), v.minLength(3)), href: v.string() }),
});

describe('journeys', () => {
  it('has six cards, each with its own picture and button', () => {
    expect(journeys).toHaveLength(6);
    for (const journey of journeys) {
      expect(() => v.parse(Journey, journey), journey.id).not.toThrow();
      expect(journey.image).toBe(`journey-${journey.id}`);
    }
    expect(new Set(journeys.map((j) => j.action.label)).size).toBe(6);
  });

  it('sends each button where the spec says', () => {
    expect(journeys.map((j) => [j.id, j.action.href])).toEqual([
      ['spa-circuit', '/spa'],
      ['movement', '/racket-club'],
      ['vitality', '/booking'],
      ['rest', '/booking'],
      ['nature', '/booking'],
      ['retreats', '/booking'],
    ]);
  });

  it('closes with the concierge, and the approach as the second way on', () => {
    expect(journeysPage.concierge.actions.map((a) => a.href)).toEqual(['/concierge', '/approach']);
  });
});

describe('journeys in each language', () => {
  it("states the circuit's stations as the language states them", async () => {
    expect(journeys[0]?.description).toMatch(/^Over 25 stations in one continuous loop/);
    const pt = await inLanguage('pt-PT', () => import('./programs.ts'));
    expect(pt.journeys[0]?.description).toMatch(/^Mais de 25 espaços num circuito contínuo/);
    expect(pt.journeys.map((j) => j.image)).toEqual(journeys.map((j) => j.image));
    const es = await inLanguage('es-ES', () => import('./programs.ts'));
    expect(es.journeys[0]?.description).toMatch(/^Más de 25 espacios en un circuito continuo/);
  });
});
