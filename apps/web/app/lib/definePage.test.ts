import { mediaRecord } from '@alento/content';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { definePage } from './definePage.tsx';
import { heroPreload, Media } from './Media.tsx';
import type { MediaPicture } from './Media.tsx';
import { metaWith } from './meta.ts';

const words = {
  heading: 'Our Approach',
  title: 'Wellness Philosophy',
  description: 'How Alento thinks of wellbeing.',
};
const picture = (key: string): MediaPicture => ({ ...mediaRecord(key), src: `/assets/${key}.svg` });
const hero = { pictures: [picture('hero-approach')], image: 'hero-approach' } as const;

describe('definePage', () => {
  it('gives the page the meta and links its route module exported by hand', () => {
    const page = definePage({ words, hero });
    const location = { location: { pathname: '/approach' } };
    expect(page.meta(location)).toEqual(metaWith(words)(location));
    expect(page.links()).toEqual(heroPreload(hero.pictures, 'hero-approach'));
    expect(page.words).toBe(words);
  });

  it("shows the hero fetched first, and the page's own sets beside it, and no other picture", () => {
    const page = definePage({ words, hero, pictures: [[picture('hero-home')]] });
    const html = renderToStaticMarkup(
      createElement(
        page.Pictures,
        null,
        page.heroMedia,
        createElement(Media, { id: 'hero-home', sizes: '50vw' }),
      ),
    );
    expect(html).toContain('src="/assets/hero-approach.svg"');
    expect(html).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(html).toContain('src="/assets/hero-home.svg"');
    expect(() =>
      renderToStaticMarkup(
        createElement(
          definePage({ words, hero }).Pictures,
          null,
          createElement(Media, { id: 'hero-home' }),
        ),
      ),
    ).toThrow(/in no set this page shows/);
  });
});
