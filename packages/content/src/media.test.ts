import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  capacities,
  floorPlanMarkerCount,
  racketGalleryCount,
  spaHeroSlideCount,
} from './constants.ts';
import { inLanguage } from './language-build.ts';
import { languages } from './languages.ts';
import { mediaRecordSchema } from './model/schemas.ts';
import {
  collectMediaKeys,
  floorPlanZones,
  isMediaKey,
  media,
  mediaFamilies,
  mediaOfFamily,
  mediaRecord,
} from './media.ts';

const WordsSchema = v.object({
  alt: mediaRecordSchema.entries.alt,
  caption: mediaRecordSchema.entries.caption,
});

// The model's schema, with Alento's families and its smallest frame.
const RecordSchema = v.object({
  ...mediaRecordSchema.entries,
  family: v.picklist(mediaFamilies),
  width: v.pipe(v.number(), v.integer(), v.minValue(320)),
  height: v.pipe(v.number(), v.integer(), v.minValue(240)),
});

describe('media catalogue', () => {
  it('every record has a key, alt text that describes the picture, a size and a focal point', () => {
    for (const record of media)
      expect(() => v.parse(RecordSchema, record), record.key).not.toThrow();
  });

  it('has one record per key', () => {
    expect(new Set(media.map((r) => r.key)).size).toBe(media.length);
  });

  it('holds the spec counts: 16 captioned spa hero photos, 4 captioned racket photos, 4×4 seasons', () => {
    const spa = mediaOfFamily('spa-hero');
    expect(spa.map((r) => r.key)).toEqual(
      Array.from({ length: 16 }, (_, i) => `spa-hero-${String(i + 1).padStart(2, '0')}`),
    );
    expect(spa.every((r) => r.caption)).toBe(true);
    expect(spaHeroSlideCount).toBe(spa.length);
    const racket = mediaOfFamily('racket');
    expect(racket).toHaveLength(racketGalleryCount);
    expect(racket.every((r) => r.caption)).toBe(true);
    for (const season of ['spring', 'summer', 'autumn', 'winter']) {
      expect(
        mediaOfFamily('season').filter((r) => r.key.startsWith(`season-${season}-`)),
      ).toHaveLength(4);
    }
    expect(mediaOfFamily('season')).toHaveLength(16);
  });

  it('states the Show Sauna at 20 guests in one photo caption, as the spec does', () => {
    const captions = mediaOfFamily('spa-hero').filter((r) => /Show Sauna/.test(r.caption ?? ''));
    expect(captions).toHaveLength(1);
    expect(captions[0]?.caption).toContain('20 guests');
  });

  it('has a hero for every page and a card picture for every experience', () => {
    const pages = [
      'home',
      'spa',
      'sanctum',
      'approach',
      'booking',
      'programs',
      'dining',
      'spaces',
      'location',
      'contact',
      'concierge',
      'racket-club',
      'experiences',
      'stays',
      'ai',
      'seasons',
      'partners',
      'holistic-landcare',
    ];
    expect(mediaOfFamily('hero').map((r) => r.key)).toEqual(pages.map((p) => `hero-${p}`));
    const experiences = [
      'sanctum-flow',
      'vitality-circuits',
      'nature-stays',
      'nature-immersions',
      'rest-stillness',
      'creative-soul-spaces',
      'risehall',
      'alento-club',
      'kids-path',
      'ai-concierge',
    ];
    expect(mediaOfFamily('experience').map((r) => r.key)).toEqual(
      experiences.map((e) => `experience-${e}`),
    );
    expect(mediaOfFamily('space')).toHaveLength(15);
    expect(mediaOfFamily('journey')).toHaveLength(6);
  });

  it('throws on an unknown key', () => {
    expect(() => mediaRecord('spa-hero-17')).toThrow('Unknown media key "spa-hero-17"');
    expect(isMediaKey('racket-04')).toBe(true);
    expect(isMediaKey('racket-05')).toBe(false);
  });
});

/**
 * Every words module of the catalogue (`media-words.ts` and each set's own), as each language's
 * build reads it: a twin, or a data file in the language.
 */
const wordsFiles = readdirSync(new URL('.', import.meta.url)).filter((file) =>
  /media-words\.ts$/.test(file),
);
type PictureWords = Record<string, { alt: string; caption?: string }>;
async function loadWords(locale: string) {
  const modules = await inLanguage(locale, () =>
    Promise.all(
      wordsFiles.map(async (file) => ({
        ...((await import(`./${file}`)) as Record<string, unknown>),
      })),
    ),
  );
  const pictures: PictureWords = {};
  let zones: Record<string, string> = {};
  for (const module of modules)
    for (const [name, value] of Object.entries(module)) {
      if (name === 'planZoneNames') zones = value as Record<string, string>;
      else Object.assign(pictures, value as PictureWords);
    }
  return { modules, pictures, zones };
}
// One language after the other: each load swaps the modules as that language's build does.
const wordsByLocale = new Map<string, Awaited<ReturnType<typeof loadWords>>>();
for (const { locale } of languages) wordsByLocale.set(locale, await loadWords(locale));
function wordsIn(locale: string) {
  const words = wordsByLocale.get(locale);
  if (!words) throw new Error(`No words loaded for ${locale}`);
  return words;
}

describe('media words in every language', () => {
  it('every picture has words, and every word is for a picture of the catalogue', () => {
    expect(Object.keys(wordsIn('en-GB').pictures).sort()).toEqual(media.map((r) => r.key).sort());
  });

  for (const { locale } of languages) {
    const { modules, pictures, zones } = wordsIn(locale);

    it(`${locale}: a translation for each words module, with the same pictures`, () => {
      const english = wordsIn('en-GB').modules;
      expect(modules).toHaveLength(english.length);
      if (locale !== 'en-GB')
        modules.forEach((module, index) =>
          expect(JSON.stringify(module), wordsFiles[index]).not.toBe(
            JSON.stringify(english[index]),
          ),
        );
      expect(Object.keys(pictures).sort()).toEqual(media.map((r) => r.key).sort());
    });

    it(`${locale}: every alt text and caption follows the English rules`, () => {
      for (const [key, record] of Object.entries(pictures))
        expect(() => v.parse(WordsSchema, record), key).not.toThrow();
      expect(Object.keys(zones)).toHaveLength(floorPlanZones.length);
      for (const name of Object.values(zones)) expect(name).toMatch(/^\S.*\S$/);
    });

    it(`${locale}: the Show Sauna's caption states its own figure`, () => {
      expect(pictures['spa-hero-01']?.caption).toContain(
        `${String(capacities.showSaunaGuestsInCaption)} `,
      );
    });
  }
});

describe('media references in content', () => {
  it('collects keys from image-like properties at any depth', () => {
    const records = {
      cards: [
        { title: 'A', image: 'racket-01' },
        { title: 'B', heroImage: 'hero-home' },
      ],
      gallery: { photos: ['season-spring-1', 'season-spring-2'] },
      tone: 'olive',
    };
    expect(collectMediaKeys(records).sort()).toEqual(
      ['hero-home', 'racket-01', 'season-spring-1', 'season-spring-2'].sort(),
    );
  });

  it('every media key any content record refers to exists', async () => {
    // Every module of the package, not only what the barrel exports: a page may import a record
    // straight from its module, and a record added later is checked without a change here.
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('art/'),
    );
    expect(files).toContain('pages/location/transfer.ts');
    const modules: unknown[] = await Promise.all(
      files.map((file) => import(/* @vite-ignore */ new URL(file, import.meta.url).href)),
    );
    const referenced = collectMediaKeys(modules);
    expect(referenced).toContain('hero-location');
    const unknown = referenced.filter((key) => !isMediaKey(key));
    expect(unknown).toEqual([]);
  });
});

describe('floor plan zones', () => {
  it('place each of the 35 facilities exactly once, inside the picture, without overlapping', () => {
    const ids = floorPlanZones.flatMap((z) => z.facilities);
    expect(ids).toHaveLength(floorPlanMarkerCount);
    expect(new Set(ids).size).toBe(ids.length);
    for (const z of floorPlanZones) {
      expect(z.left + z.width).toBeLessThanOrEqual(100);
      expect(z.top + z.height).toBeLessThanOrEqual(100);
    }
    for (const a of floorPlanZones)
      for (const b of floorPlanZones) {
        if (a === b) continue;
        const apart =
          a.left + a.width <= b.left ||
          b.left + b.width <= a.left ||
          a.top + a.height <= b.top ||
          b.top + b.height <= a.top;
        expect(apart, `${a.id} overlaps ${b.id}`).toBe(true);
      }
  });

  it('has a photo for a facility only if that facility is on the plan', () => {
    const ids = new Set<string>(floorPlanZones.flatMap((z) => z.facilities));
    for (const record of mediaOfFamily('facility'))
      expect(ids.has(record.key.replace(/^facility-/, ''))).toBe(true);
  });
});
