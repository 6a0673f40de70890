/**
 * Writes every artwork to `packages/content/media/art/<key>.svg`, removing files of keys that no
 * longer exist. Run after changing a scene: `pnpm --filter @alento/art run art`.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { artDir as dir, artworkKeys, renderArtwork } from '../src/index.ts';

mkdirSync(dir, { recursive: true });
const keep = new Set(artworkKeys.map((key) => `${key}.svg`));
for (const file of readdirSync(dir)) if (!keep.has(file)) rmSync(join(dir, file));
let total = 0;
for (const key of artworkKeys) {
  const svg = renderArtwork(key);
  total += Buffer.byteLength(svg);
  writeFileSync(join(dir, `${key}.svg`), svg);
}
console.log(`${artworkKeys.length} artworks, ${(total / 1024).toFixed(0)} KB in ${dir}`);
