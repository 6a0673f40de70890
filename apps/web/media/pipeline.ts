/**
 * The image pipeline. Every media key resolves to a file the site serves from its own origin:
 * a photograph dropped into `packages/content/media/<key>.jpg|jpeg|png|webp` wins, cropped to the
 * record's frame around its focal point and resized by sharp into AVIF and WebP at several widths;
 * otherwise the key's generated artwork (`media/art/<key>.svg`, vector, one file for every size).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, basename } from 'node:path';
import sharp from 'sharp';
import * as content from '@alento/content';
import { isMediaKey, media, mediaRecord } from '@alento/content';
import type { MediaRecord } from '@alento/content';

export const photoExtensions = ['.jpg', '.jpeg', '.png', '.webp'] as const;
/** Widths offered in srcset; a photo is never enlarged past its own pixels. */
export const variantWidths = [480, 800, 1200, 1600, 2400] as const;
export const variantFormats = [
  { format: 'avif', type: 'image/avif', options: { quality: 55, effort: 4 } },
  { format: 'webp', type: 'image/webp', options: { quality: 75 } },
] as const;

export interface Variant {
  format: 'avif' | 'webp';
  type: string;
  width: number;
  file: string;
}

export type MediaEntry =
  | { key: string; kind: 'art'; file: string }
  | { key: string; kind: 'photo'; source: string; variants: Variant[] };

/** Photographs in the media folder, by key. A file whose name is not a key fails the build. */
export function findPhotos(mediaDir: string): Map<string, string> {
  const photos = new Map<string, string>();
  if (!existsSync(mediaDir)) return photos;
  for (const name of readdirSync(mediaDir)) {
    const ext = extname(name).toLowerCase();
    if (!(photoExtensions as readonly string[]).includes(ext)) continue;
    const key = basename(name, extname(name));
    if (!isMediaKey(key)) {
      throw new Error(`${name} in ${mediaDir} does not match a media key (see media.ts)`);
    }
    if (photos.has(key)) throw new Error(`Two photographs for media key "${key}"`);
    photos.set(key, join(mediaDir, name));
  }
  return photos;
}

/** The largest box of the record's aspect ratio inside the photo, centred on the focal point. */
export function cropBox(
  source: { width: number; height: number },
  record: Pick<MediaRecord, 'width' | 'height' | 'focal'>,
): { left: number; top: number; width: number; height: number } {
  const ratio = record.width / record.height;
  let width = source.width;
  let height = Math.round(width / ratio);
  if (height > source.height) {
    height = source.height;
    width = Math.round(height * ratio);
  }
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));
  return {
    left: clamp((record.focal.x / 100) * source.width - width / 2, source.width - width),
    top: clamp((record.focal.y / 100) * source.height - height / 2, source.height - height),
    width,
    height,
  };
}

export function widthsFor(croppedWidth: number): number[] {
  const widths = variantWidths.filter((w) => w <= croppedWidth);
  return widths.length ? widths : [croppedWidth];
}

/** Resizes one photograph into the cache (content-addressed, so unchanged photos are reused). */
export async function processPhoto(
  key: string,
  source: string,
  cacheDir: string,
): Promise<Variant[]> {
  const record = mediaRecord(key);
  const bytes = readFileSync(source);
  const hash = createHash('sha256')
    .update(bytes)
    .update(JSON.stringify([record.width, record.height, record.focal, variantFormats]))
    .digest('hex')
    .slice(0, 10);
  const image = sharp(bytes).rotate();
  const meta = await image.metadata();
  const oriented =
    (meta.orientation ?? 1) >= 5
      ? { width: meta.height ?? 0, height: meta.width ?? 0 }
      : { width: meta.width ?? 0, height: meta.height ?? 0 };
  const box = cropBox(oriented, record);
  mkdirSync(cacheDir, { recursive: true });
  const variants: Variant[] = [];
  for (const width of widthsFor(box.width)) {
    for (const { format, type, options } of variantFormats) {
      const file = join(cacheDir, `${key}.${hash}.${width}.${format}`);
      if (!existsSync(file)) {
        await sharp(bytes).rotate().extract(box).resize({ width })[format](options).toFile(file);
      }
      variants.push({ format, type, width, file });
    }
  }
  return variants;
}

/** Every media key with the file(s) that show it. */
export async function buildMediaEntries(dirs: {
  mediaDir: string;
  artDir: string;
  cacheDir: string;
}): Promise<MediaEntry[]> {
  const photos = findPhotos(dirs.mediaDir);
  const entries: MediaEntry[] = [];
  for (const record of media) {
    const photo = photos.get(record.key);
    if (photo) {
      entries.push({
        key: record.key,
        kind: 'photo',
        source: photo,
        variants: await processPhoto(record.key, photo, dirs.cacheDir),
      });
    } else {
      const file = join(dirs.artDir, `${record.key}.svg`);
      if (!existsSync(file)) throw new Error(`No artwork or photograph for "${record.key}"`);
      entries.push({ key: record.key, kind: 'art', file });
    }
  }
  return entries;
}

/**
 * The files of some keys, as module source: each file is imported with `?url`, so Vite
 * fingerprints it under /assets/ (served with an immutable cache) and the page names its URL.
 */
export function mediaFilesCode(entries: readonly MediaEntry[]): string {
  const imports: string[] = [];
  const ref = (file: string) => {
    const name = `m${imports.length}`;
    imports.push(`import ${name} from ${JSON.stringify(`${file}?url`)};`);
    return name;
  };
  const rows = entries.map((entry) => {
    if (entry.kind === 'art') return `${JSON.stringify(entry.key)}: { src: ${ref(entry.file)} }`;
    const byFormat = (format: Variant['format']) =>
      entry.variants
        .filter((v) => v.format === format)
        .map((v) => `\${${ref(v.file)}} ${v.width}w`)
        .join(', ');
    const webp = entry.variants.filter((v) => v.format === 'webp');
    // The fallback src: a middle size, for browsers that ignore srcset.
    const fallback = webp[Math.min(webp.length - 1, 2)] as Variant;
    const avifSet = byFormat('avif');
    const webpSet = byFormat('webp');
    return `${JSON.stringify(entry.key)}: { src: ${ref(fallback.file)}, srcSet: \`${webpSet}\`, sources: [{ type: 'image/avif', srcSet: \`${avifSet}\` }, { type: 'image/webp', srcSet: \`${webpSet}\` }] }`;
  });
  return `${imports.join('\n')}\nconst mediaFiles = {\n${rows.join(',\n')}\n};\n`;
}

/** The keys of `set`, a set of the media catalogue the content package exports, or an error. */
function setKeys(set: string): Set<string> {
  const records: unknown = (content as Record<string, unknown>)[set];
  const keys = new Set<unknown>(
    Array.isArray(records)
      ? records.map((record: unknown) => (record as { key?: unknown }).key)
      : [],
  );
  if (!keys.size || ![...keys].every((key) => typeof key === 'string' && isMediaKey(key))) {
    throw new Error(`"${set}" is not a set of the media catalogue exported by @alento/content`);
  }
  return keys as Set<string>;
}

/**
 * The source of `virtual:alento-media/<set>`: the content package's set of that name (such as
 * `spaHeroMedia`), each record joined to its files. A page imports the sets it shows, so its
 * scripts carry those pictures' words and addresses and no others.
 */
export function mediaSetCode(set: string, entries: readonly MediaEntry[]): string {
  const keys = setKeys(set);
  const files = mediaFilesCode(entries.filter((entry) => keys.has(entry.key)));
  return [
    `import { ${set} as records } from '@alento/content';`,
    files,
    'export const pictures = records.map((record) => ({ ...record, ...mediaFiles[record.key] }));',
    '',
  ].join('\n');
}

/**
 * The source of `virtual:alento-media/<set>?in=<record>`: the pictures of a set that a content
 * record names, as a set of their own. Their records, words included, are written into the
 * module rather than imported, since a set's words are one module: a page that shows a few
 * pictures of a set (its hero, the spa's cards) carries their words and addresses and not their
 * neighbours'. `records` are those pictures' records in the build's language.
 */
export function mediaPicturesCode(
  set: string,
  records: readonly MediaRecord[],
  entries: readonly MediaEntry[],
): string {
  const keys = setKeys(set);
  const stranger = records.find((record) => !keys.has(record.key));
  if (stranger) throw new Error(`"${stranger.key}" is not a picture of the set "${set}"`);
  const mine = new Set(records.map((record) => record.key));
  const files = mediaFilesCode(entries.filter((entry) => mine.has(entry.key)));
  return [
    files,
    `const records = ${JSON.stringify(records)};`,
    'export const pictures = records.map((record) => ({ ...record, ...mediaFiles[record.key] }));',
    '',
  ].join('\n');
}

/**
 * The keys of `set` that `value`, a content record, names anywhere inside it, in the order it
 * names them.
 */
export function keysNamedIn(set: string, value: unknown): string[] {
  const keys = setKeys(set);
  const named = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (typeof node === 'string') {
      if (keys.has(node)) named.add(node);
    } else if (node && typeof node === 'object' && !seen.has(node)) {
      seen.add(node);
      for (const child of Object.values(node)) walk(child);
    }
  };
  walk(value);
  return [...named];
}
