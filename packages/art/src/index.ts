/**
 * The resort's artwork, generated: `renderArtwork(key)` draws the picture of a media key as SVG,
 * the same bytes every time (the seed is the key). `scripts/generate-art.ts` writes them to
 * `artDir`; a test proves the committed files equal a fresh generation.
 */
import { fileURLToPath } from 'node:url';
import { media, mediaRecord } from '@alento/content';
import { floorPlan, locationMap } from './plans.ts';
import { scenes } from './scenes/index.ts';
import { Drawing } from './svg.ts';
import { finish } from './elements.ts';

const drawings: Record<string, (d: Drawing) => void> = {
  ...scenes,
  'floor-plan': floorPlan,
  'location-map': locationMap,
};

export function renderArtwork(key: string): string {
  const record = mediaRecord(key);
  const draw = drawings[key];
  if (!draw) throw new Error(`No artwork for media key "${key}"`);
  const d = new Drawing(record.width, record.height, key);
  draw(d);
  // The maps are read, not looked at: they keep their edges clear.
  if (record.family !== 'plan' && record.family !== 'map') finish(d);
  return d.toString();
}

/** Every key that has artwork: all of them (a test holds this). */
export const artworkKeys = media.map((record) => record.key);

/** Where the committed artwork lives: beside the content package's media, where the app reads it. */
export const artDir = fileURLToPath(new URL('../../content/media/art/', import.meta.url));

export { appIcon, favicon, socialImageSvg } from './brand.ts';
export { palette } from './palette.ts';
