import { describe, expect, it } from 'vitest';
import { heroImageLinks } from './links.ts';

describe('hero image preload', () => {
  it('preloads a plain picture as it is: its file, and its sizes when it has them', () => {
    expect(heroImageLinks({ src: '/assets/hero-home.svg' })).toEqual([
      { rel: 'preload', as: 'image', href: '/assets/hero-home.svg', fetchPriority: 'high' },
    ]);
    expect(
      heroImageLinks({ src: '/h-800.jpg', srcSet: '/h-800.jpg 800w, /h-1600.jpg 1600w' }, '50vw'),
    ).toEqual([
      {
        rel: 'preload',
        as: 'image',
        href: '/h-800.jpg',
        imageSrcSet: '/h-800.jpg 800w, /h-1600.jpg 1600w',
        imageSizes: '50vw',
        fetchPriority: 'high',
      },
    ]);
  });

  it('preloads the best modern format with its type and sizes, so no browser fetches two formats', () => {
    expect(
      heroImageLinks(
        {
          src: '/h-800.jpg',
          srcSet: '/h-800.jpg 800w',
          sources: [
            { type: 'image/avif', srcSet: '/h-800.avif 800w, /h-1600.avif 1600w' },
            { type: 'image/webp', srcSet: '/h-800.webp 800w' },
          ],
        },
        '50vw',
      ),
    ).toEqual([
      {
        rel: 'preload',
        as: 'image',
        href: '/h-800.jpg',
        imageSrcSet: '/h-800.avif 800w, /h-1600.avif 1600w',
        imageSizes: '50vw',
        type: 'image/avif',
        fetchPriority: 'high',
      },
    ]);
  });
});
