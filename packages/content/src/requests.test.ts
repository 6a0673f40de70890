import { describe, expect, it } from 'vitest';
import type { JourneyRequest } from './concierge-rules.ts';
import { inLanguage } from './language-build.ts';
import { siteConfig } from './site.ts';

/** The request forms' shared words in each language, as each language's build reads them. */
const load = (locale: string) =>
  inLanguage(locale, () =>
    Promise.all([
      import('./requests.ts'),
      import('./claims.ts'),
      import('./pages/booking/spa.ts'),
      import('./pages/spa-sequences.ts'),
    ]),
  );
const en = await load('en-GB');
const pt = await load('pt-PT');
const es = await load('es-ES');

const journeyWith = (stations: number) =>
  ({
    mode: { name: 'Mode', title: 'Title' },
    stations: Array.from({ length: stations }, (_, index) => ({
      id: `station-${String(index)}`,
      name: `Station ${String(index)}`,
    })),
    touchless: { name: 'Touchless' },
  }) as unknown as JourneyRequest;

const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsIn)
      : [];

const stationsLabel = (requests: (typeof en)[0], stations: number) =>
  requests.carriedJourneyLines(journeyWith(stations))[1]?.label;

describe('what every request form shares', () => {
  it('names the stations of a carried journey as each language counts them', () => {
    expect([1, 2].map((count) => stationsLabel(en[0], count))).toEqual(['Stations', 'Stations']);
    expect([0, 1, 2, 5].map((count) => stationsLabel(pt[0], count))).toEqual([
      'Espaços do circuito',
      'Espaço do circuito',
      'Espaços do circuito',
      'Espaços do circuito',
    ]);
    expect([1, 3].map((count) => stationsLabel(es[0], count))).toEqual([
      'Espacio del circuito',
      'Espacios del circuito',
    ]);
  });

  it("fills the messaging app, the resort's name and the reply time into every language's words", () => {
    for (const [requests, claims] of [en, pt, es]) {
      expect(requests.requestCopy.sendWhatsApp).toContain(siteConfig.messagingApp);
      expect(requests.requestCopy.greeting).toContain(siteConfig.name);
      expect(requests.requestCopy.nothingSent).toContain(claims.claims.contactResponse);
      expect(requests.requestContactFields.phone.label).toContain(siteConfig.messagingApp);
      for (const words of stringsIn([requests.requestCopy, requests.requestContactFields]))
        expect(words).not.toMatch(/[{}]/);
    }
    expect(en[0].requestCopy.greeting).toBe(`Hello ${siteConfig.name} team,`);
    expect(pt[0].requestCopy.greeting).toBe(`Olá, equipa do ${siteConfig.name},`);
  });

  it('offers each guided sequence on the spa form with its length, as each language writes it', () => {
    const hints = ([, , spa]: typeof en) =>
      spa.spaRequest.fields.flatMap((field) =>
        field.kind === 'choice' ? field.options.slice(1).map((option) => option.hint) : [],
      );
    expect(hints(en)).toEqual(en[3].spaSequences.items.map((item) => item.duration));
    expect(hints(es)).toEqual(es[3].spaSequences.items.map((item) => item.duration));
    expect(hints(pt)).toEqual(pt[3].spaSequences.items.map((item) => item.duration));
  });
});
