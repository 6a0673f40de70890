import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataFile } from './files.ts';
import { DataFileError, packageDataDir, readData } from './read.ts';
import { targetLocales, translationsDir, translationUnits, writeSources } from './translations.ts';
import { exportXliff, importXliff } from './xliff.ts';

let root = '';
let options = { data: '', translations: '' };

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'alento-xliff-'));
  options = { data: `${root}/data/`, translations: `${root}/translations/` };
  cpSync(packageDataDir, options.data, { recursive: true });
  cpSync(translationsDir, options.translations, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Every file of the copy, by its path, to compare before and after. */
const snapshot = () =>
  Object.fromEntries(
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.json'))
      .map((path) => [path, readFileSync(join(root, path), 'utf8')]),
  );

/**
 * Marks every translation of the copy reviewed, as a translator's import would: the copy starts
 * from there whatever waits for a translator in the repository (a page just added).
 */
const reviewAll = () => {
  for (const locale of targetLocales) {
    const sources: Record<string, Record<string, string>> = {};
    for (const unit of translationUnits(locale, options))
      (sources[unit.file.name] ??= {})[unit.place] = unit.source;
    writeSources(locale, sources, options.translations);
  }
};

const editEnglish = (change: (site: Record<string, unknown>) => void) => {
  const path = `${options.data}site/site.en-GB.json`;
  const site = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(site);
  writeFileSync(path, `${JSON.stringify(site, null, 2)}\n`);
};

const refusal = (xml: string) => {
  try {
    importXliff(xml, options);
  } catch (error) {
    if (error instanceof DataFileError) return error.problems;
    throw error;
  }
  return [];
};

describe("the translators' XLIFF 2.0 files", () => {
  it('hold one unit for each string, with the English, the translation and notes', () => {
    const xml = exportXliff('pt-PT', options);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-GB" trgLang="pt-PT">/,
    );
    expect(xml).toContain('<file id="site.site" original="site/site">');
    expect(xml).toContain(
      '<source>Immerse yourself in nature. Renew in stillness. Transform with intention.</source>',
    );
    expect(xml).toContain(
      '<note category="location">The resort › Postal address › Street or estate</note>',
    );
    // A placeholder is an element a translation tool keeps whole.
    expect(xml).toContain(
      '<source>© <ph id="year" equiv="{year}" disp="{year}"/> <ph id="name" equiv="{name}" disp="{name}"/>. All rights reserved.</source>',
    );
    expect(xml).toContain(
      '<target>© <ph id="year" equiv="{year}" disp="{year}"/> <ph id="name" equiv="{name}" disp="{name}"/>. Todos os direitos reservados.</target>',
    );
  });

  it('come back byte for byte when their translations are unchanged', () => {
    const before = snapshot();
    for (const locale of ['pt-PT', 'es-ES']) importXliff(exportXliff(locale, options), options);
    expect(snapshot()).toEqual(before);
  });

  it('keep a plural’s one-word forms as words to translate, not as placeholders', () => {
    const setLabel = (locale: string, label: string) => {
      const path = `${options.data}pages/home/home.${locale}.json`;
      writeFileSync(
        path,
        readFileSync(path, 'utf8').replace(/"countLabel": "[^"]*"/, `"countLabel": "${label}"`),
      );
    };
    setLabel('en-GB', '{count, plural, one {Place} other {Places}}');
    setLabel('pt-PT', '{count, plural, one {Local} other {Locais}}');
    const xml = exportXliff('pt-PT', options);
    expect(xml).toContain('<source>{count, plural, one {Place} other {Places}}</source>');
    expect(xml).not.toContain('<ph id="Place"');
    const before = snapshot();
    importXliff(xml, options);
    expect(snapshot()).toEqual(before);
  });

  it('list a string whose English changed as needing review in each language, until it is', () => {
    reviewAll();
    editEnglish((site) => (site.tagline = 'Breathe with the hills. Rest in stillness.'));
    for (const locale of ['pt-PT', 'es-ES']) {
      const waiting = translationUnits(locale, options).filter((unit) => unit.needsReview);
      expect(waiting.map((unit) => unit.place)).toEqual(['tagline']);
    }
    // The page keeps the last reviewed translation meanwhile.
    const site = dataFile('site/site');
    expect((readData(site, 'pt-PT', options.data) as { tagline: string }).tagline).toBe(
      'Mergulhe na natureza. Renove-se na quietude. Transforme-se com intenção.',
    );
    // The next export asks for it, and says what the English was.
    const xml = exportXliff('pt-PT', { ...options, changedOnly: true });
    expect(xml.match(/<unit /g)).toHaveLength(1);
    expect(xml).toContain('<segment state="initial">');
    expect(xml).toContain(
      'The English changed. It was: Immerse yourself in nature. Renew in stillness. Transform with intention.',
    );
    // A translator's answer clears it.
    importXliff(
      xml
        .replace(
          /<target>[^<]*<\/target>/,
          '<target>Respire com as colinas. Descanse na quietude.</target>',
        )
        .replace('state="initial"', 'state="translated"'),
      options,
    );
    expect(translationUnits('pt-PT', options).filter((unit) => unit.needsReview)).toEqual([]);
    expect((readData(site, 'pt-PT', options.data) as { tagline: string }).tagline).toBe(
      'Respire com as colinas. Descanse na quietude.',
    );
  });

  it('refuse a unit that loses or adds a placeholder, and write nothing', () => {
    const before = snapshot();
    const xml = exportXliff('es-ES', options);
    const lost = xml.replace(/<target>© <ph id="year"[^>]*\/> (<ph id="name")/, '<target>© $1');
    expect(refusal(lost)).toEqual([
      'site/site copyright (es-ES): the translation misses the placeholder {year}',
    ]);
    const added = xml.replace(
      '<target>Colinas del Alentejo, Portugal</target>',
      '<target>Colinas del Alentejo, <ph id="name" equiv="{name}" disp="{name}"/></target>',
    );
    expect(refusal(added)).toEqual([
      'site/site place (es-ES): the placeholder "name" is not in the English',
    ]);
    const typed = xml.replace(
      '<target>Colinas del Alentejo, Portugal</target>',
      '<target>Colinas del Alentejo, {country}</target>',
    );
    expect(refusal(typed)).toEqual([
      'site/site place (es-ES): the translation has a placeholder the English has not: {country}',
    ]);
    expect(snapshot()).toEqual(before);
  });

  it('refuse an unknown string, an empty translation or a file that is not XLIFF, and write nothing', () => {
    const before = snapshot();
    const xml = exportXliff('pt-PT', options);
    expect(refusal(xml.replace('name="tagline"', 'name="slogan"'))).toEqual([
      "site/site slogan (pt-PT): no such string in the site's content",
    ]);
    expect(refusal(xml.replace(/<target>Colinas[^<]*<\/target>/, '<target> </target>'))).toEqual([
      'site/site.pt-PT: place: Write something here',
    ]);
    expect(refusal('<html><body>Not a translation</body></html>')).toEqual([
      'not an XLIFF 2.0 file (<xliff version="2.0">)',
    ]);
    expect(snapshot()).toEqual(before);
  });
});
