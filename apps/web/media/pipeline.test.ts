import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaKeys, mediaRecord } from '@alento/content';
import {
  buildMediaEntries,
  cropBox,
  findPhotos,
  keysNamedIn,
  mediaPicturesCode,
  mediaSetCode,
  widthsFor,
} from './pipeline.ts';
import { mediaDirs } from './plugin.ts';

/** A small "photograph": a sky-to-field gradient with a bright sun, as a real JPEG. */
async function photo(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc7e0"/><stop offset="0.6" stop-color="#f4d7a3"/><stop offset="0.61" stop-color="#6d6f34"/><stop offset="1" stop-color="#3a4722"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.08}" fill="#fff1cf"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

describe('image pipeline', () => {
  let dir: string;
  let dirs: typeof mediaDirs;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'alento-media-'));
    dirs = { mediaDir: join(dir, 'media'), artDir: mediaDirs.artDir, cacheDir: join(dir, 'cache') };
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('uses the artwork of every key when no photograph is there', async () => {
    const entries = await buildMediaEntries(dirs);
    expect(entries.map((e) => e.key)).toEqual([...mediaKeys]);
    expect(entries.every((e) => e.kind === 'art' && e.file.endsWith(`${e.key}.svg`))).toBe(true);
  });

  it('turns a dropped photograph into AVIF and WebP sizes of its frame, replacing the artwork', async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(dirs.mediaDir);
    writeFileSync(join(dirs.mediaDir, 'racket-01.jpg'), await photo(1000, 560));
    const entries = await buildMediaEntries(dirs);
    const entry = entries.find((e) => e.key === 'racket-01');
    if (entry?.kind !== 'photo') throw new Error('racket-01 should come from the photograph');
    // 1000×560 cropped to the 4:3 frame is 747×560: sizes up to its own width, never enlarged.
    expect(entry.variants.map((v) => `${v.width}.${v.format}`)).toEqual(['480.avif', '480.webp']);
    for (const variant of entry.variants) {
      const meta = await sharp(variant.file).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(variant.width);
      const record = mediaRecord('racket-01');
      expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(record.width / record.height, 1);
    }
    // Every other key keeps its artwork.
    expect(entries.filter((e) => e.kind === 'photo')).toHaveLength(1);

    const code = mediaSetCode('racketMedia', entries);
    expect(code).toContain("import { racketMedia as records } from '@alento/content';");
    expect(code).toContain(`"racket-01": { src: m`);
    expect(code).toMatch(/type: 'image\/avif', srcSet: `\$\{m\d+\} 480w`/);
    expect(code).toContain(`racket-01.svg`.replace('racket-01', 'racket-02'));
    expect(code).not.toContain('racket-01.svg');
    // A set's module holds its own pictures' files and no others.
    expect(code).not.toContain('season-spring-1');
  }, 30_000);

  it('reuses processed sizes while the photograph is unchanged', async () => {
    const { mkdirSync, statSync } = await import('node:fs');
    mkdirSync(dirs.mediaDir);
    writeFileSync(join(dirs.mediaDir, 'hero-home.png'), await photo(900, 600));
    await buildMediaEntries(dirs);
    const first = readdirSync(dirs.cacheDir).map((f) => statSync(join(dirs.cacheDir, f)).mtimeMs);
    await buildMediaEntries(dirs);
    const second = readdirSync(dirs.cacheDir).map((f) => statSync(join(dirs.cacheDir, f)).mtimeMs);
    expect(second).toEqual(first);
    expect(readdirSync(dirs.cacheDir).sort()).toHaveLength(4); // 480, 800 × AVIF, WebP
  }, 30_000);

  it('refuses a photograph whose name is not a media key', async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(dirs.mediaDir);
    writeFileSync(join(dirs.mediaDir, 'racket-5.jpg'), await photo(100, 100));
    expect(() => findPhotos(dirs.mediaDir)).toThrow(/racket-5\.jpg.*does not match a media key/);
  });

  it('serves only the sets the content package exports', async () => {
    const entries = await buildMediaEntries(dirs);
    expect(() => mediaSetCode('seasonMedia', entries)).not.toThrow();
    expect(() => mediaSetCode('seasonMedias', entries)).toThrow(/not a set of the media catalogue/);
    expect(() => mediaSetCode('homePage', entries)).toThrow(/not a set of the media catalogue/);
  });

  it('serves the pictures a record names with their words written in, and no other', async () => {
    const entries = await buildMediaEntries(dirs);
    // The plugin passes the records in the build's language.
    const record = { ...mediaRecord('hero-contact'), alt: 'Fachada caiada com uma porta azul.' };
    const code = mediaPicturesCode('heroMedia', [record], entries);
    expect(code).not.toContain('@alento/content');
    expect(code).toContain('"alt":"Fachada caiada com uma porta azul."');
    expect(code).toContain('hero-contact.svg');
    expect(code).not.toContain('hero-home');
    expect(() => mediaPicturesCode('heroMedia', [mediaRecord('racket-01')], entries)).toThrow(
      /"racket-01" is not a picture of the set "heroMedia"/,
    );
    expect(() => mediaPicturesCode('heroMedias', [record], entries)).toThrow(
      /not a set of the media catalogue/,
    );
  });

  it("finds the pictures of a set a record names, however deep, in the record's order", () => {
    const page = {
      hero: { image: 'hero-home' },
      sections: [{ image: 'facility-event-sauna' }, { image: 'hero-ai', caption: 'hero-home' }],
      heading: 'hero',
    };
    expect(keysNamedIn('heroMedia', page)).toEqual(['hero-home', 'hero-ai']);
    expect(keysNamedIn('facilityMedia', page)).toEqual(['facility-event-sauna']);
    expect(keysNamedIn('racketMedia', page)).toEqual([]);
  });

  it('crops around the focal point and stays inside the photo', () => {
    const frame = { width: 1600, height: 900, focal: { x: 90, y: 50 } };
    expect(cropBox({ width: 2000, height: 2000 }, frame)).toEqual({
      left: 0,
      top: 438,
      width: 2000,
      height: 1125,
    });
    expect(cropBox({ width: 4000, height: 900 }, frame)).toEqual({
      left: 2400,
      top: 0,
      width: 1600,
      height: 900,
    });
    expect(widthsFor(300)).toEqual([300]);
    expect(widthsFor(2000)).toEqual([480, 800, 1200, 1600]);
  });
});
