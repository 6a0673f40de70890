import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { media } from '../media.ts';
import { artworkKeys, favicon, renderArtwork, socialImageSvg } from './index.ts';

const dir = fileURLToPath(new URL('../../media/art/', import.meta.url));
/** A picture should cost less than a photograph would. */
const budget = 40 * 1024;

describe('artwork', () => {
  it('exists for every media key, and the committed files equal a fresh generation', () => {
    expect(readdirSync(dir).sort()).toEqual(artworkKeys.map((k) => `${k}.svg`).sort());
    for (const key of artworkKeys) {
      // If this fails after a scene change: pnpm --filter @alento/content run art
      expect(readFileSync(`${dir}${key}.svg`, 'utf8') === renderArtwork(key), key).toBe(true);
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
