import { describe, expect, it } from 'vitest';
import { appIcons, webAppManifest } from './web-app-manifest.ts';

const words = { name: 'Alento Spa', shortName: 'Alento', description: 'The spa in your pocket.' };

describe('a language’s web app manifest', () => {
  it('opens at the language’s start page, inside the language’s scope', () => {
    const manifest = webAppManifest({
      words,
      lang: 'pt-PT',
      prefix: '/pt',
      startPath: '/spa',
      themeColor: '#f7f3ec',
      backgroundColor: '#f7f3ec',
    });
    expect(manifest).toMatchObject({
      name: 'Alento Spa',
      short_name: 'Alento',
      lang: 'pt-PT',
      start_url: '/pt/spa',
      scope: '/pt/',
      display: 'standalone',
    });
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
  });

  it('keeps the first language at the root', () => {
    const manifest = webAppManifest({
      words,
      lang: 'en-GB',
      prefix: '',
      startPath: '/circuit',
      themeColor: '#f7f3ec',
      backgroundColor: '#f7f3ec',
    });
    expect([manifest.start_url, manifest.scope]).toEqual(['/circuit', '/']);
  });

  it('names a 192 and a 512 icon, and a maskable 512', () => {
    expect(appIcons.map(({ size, purpose }) => `${size} ${purpose}`)).toEqual([
      '192 any',
      '512 any',
      '512 maskable',
    ]);
  });
});
