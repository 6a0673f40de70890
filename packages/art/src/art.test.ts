import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { media } from '@alento/content';
import { describe, expect, it } from 'vitest';
import { artDir, artworkKeys, favicon, renderArtwork, socialImageSvg } from './index.ts';

/** A picture should cost less than a photograph would. */
const budget = 40 * 1024;

describe('artwork', () => {
  it('exists for every media key, and the committed files equal a fresh generation', () => {
    expect(readdirSync(artDir).sort()).toEqual(artworkKeys.map((k) => `${k}.svg`).sort());
    for (const key of artworkKeys) {
      const committed = readFileSync(join(artDir, `${key}.svg`), 'utf8');
      // If this fails after a scene change: pnpm --filter @alento/art run art
      expect(committed === renderArtwork(key), key).toBe(true);
    }
  });

  it('is reproducible: the same key draws the same picture', () => {
    expect(renderArtwork('spa-hero-02')).toBe(renderArtwork('spa-hero-02'));
    expect(renderArtwork('spa-hero-02')).not.toBe(renderArtwork('spa-hero-06'));
  });

  it('keeps every file within budget and at the record size', () => {
    for (const record of media) {
      const svg = renderArtwork(record.key);
      expect(Buffer.byteLength(svg), record.key).toBeLessThanOrEqual(budget);
      expect(svg).toContain(`viewBox="0 0 ${record.width} ${record.height}"`);
    }
  });

  it('references nothing outside the file', () => {
    for (const key of artworkKeys) expect(renderArtwork(key)).not.toMatch(/(href|src)=|url\((?!#)/);
    expect(favicon()).not.toMatch(/href=/);
    expect(socialImageSvg()).toContain('viewBox="0 0 1200 630"');
  });
});
