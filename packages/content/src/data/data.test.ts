import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prices } from '../constants.ts';
import { siteConfig } from '../site.ts';
import { languages } from '../languages.ts';
import { inSchemaOrder } from '../model/data.ts';
import { dataFile, dataFiles } from './files.ts';
import { checkAllData, dataDir, dataPath, readData } from './read.ts';

describe("the content's data files", () => {
  it('all meet their schemas, in every language', () => {
    expect(checkAllData()).toEqual([]);
  });

  it('are laid out as the editor writes them, so its saves change only what was edited', () => {
    for (const file of dataFiles)
      for (const locale of file.translated ? languages.map((l) => l.locale) : ['en-GB']) {
        const text = readFileSync(dataPath(file, locale), 'utf8');
        expect(
          text,
          `${dataPath(file, locale)}: lay it out as JSON with two spaces and an end of line`,
        ).toBe(`${JSON.stringify(inSchemaOrder(file.schema, JSON.parse(text)), null, 2)}\n`);
      }
  });

  it('are what the modules read', () => {
    expect(readData(dataFile('prices/prices'))).toEqual(prices);
    const { copyright, ...site } = readData(dataFile('site/site')) as Record<string, unknown>;
    expect(copyright).toContain('{year}');
    expect(site).toEqual(siteConfig);
  });

  it('give a language its own words and the figures of the first', () => {
    const portuguese = readData(dataFile('site/site'), 'pt-PT') as typeof siteConfig;
    expect(portuguese.tagline).toMatch(/^Mergulhe na natureza/);
    expect(portuguese.languages).toEqual(['inglês', 'português', 'espanhol']);
    expect(portuguese.phone).toBe(siteConfig.phone);
    expect(portuguese.geo).toEqual(siteConfig.geo);
  });
});

describe('a data file broken by hand', () => {
  let dir = '';
  beforeEach(() => {
    dir = `${mkdtempSync(join(tmpdir(), 'alento-data-'))}/`;
    cpSync(dataDir, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const edit = (name: string, change: (json: Record<string, unknown>) => void) => {
    const path = `${dir}${name}`;
    const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    change(json);
    writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
  };

  it('is named with the field, what was expected and what was found', () => {
    edit('prices/prices.json', (json) => {
      (json.dayPassFrom as { euros: unknown }).euros = -20;
      (json.alentejoEarthRitual as { hours: unknown }).hours = 'two';
    });
    expect(checkAllData(dir)).toEqual([
      `${dir}prices/prices.json: alentejoEarthRitual.hours: Write the length as a number of hours, such as 2.5, found "two"`,
      `${dir}prices/prices.json: dayPassFrom.euros: A price cannot be below zero, found -20`,
    ]);
  });

  it('names a missing translation by its key and the English it stands for', () => {
    edit('site/site.es-ES.json', (json) => delete json.tagline);
    expect(checkAllData(dir)).toEqual([
      `${dir}site/site.es-ES.json: tagline: no translation of "Immerse yourself in nature. Renew in stillness. Transform with intention."`,
    ]);
  });

  it('names a figure put in a translation, which only the first language holds', () => {
    edit('site/site.pt-PT.json', (json) => (json.phone = '+351 999'));
    expect(checkAllData(dir)).toEqual([
      `${dir}site/site.pt-PT.json: phone: a translation holds words only; this is the same in every language and stays in ${dir}site/site.en-GB.json`,
    ]);
  });

  it('that is not JSON is named as such', () => {
    writeFileSync(`${dir}prices/prices.json`, '{ "dayPassFrom": ');
    expect(checkAllData(dir)).toEqual([
      expect.stringMatching(new RegExp(`^${dir}prices/prices.json: not readable as JSON \\(`)),
    ]);
  });
});
