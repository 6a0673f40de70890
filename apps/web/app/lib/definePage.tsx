import type { MediaKey, PageWords } from '@alento/content';
import type { ReactNode } from 'react';
import { HydrateLater } from './HydrateLater.tsx';
import { heroPreload, Media, MediaSet } from './Media.tsx';
import type { MediaPicture } from './Media.tsx';
import { metaWith } from './meta.ts';

/**
 * What a route module imports for its page. The two virtual modules are imported by the route
 * itself, since the bundler must see each import as written; `pnpm new:page` writes them.
 */
export interface PageParts {
  /** The page's heading, title and description: `virtual:alento-page-words/<path>`. */
  words: PageWords;
  /** Its hero: `pictures` of `virtual:alento-media/heroMedia?in=<record>`, and the key it shows. */
  hero: { pictures: readonly MediaPicture[]; image: MediaKey };
  /** The page's other picture sets (`virtual:alento-media/<set>`), beside the hero. */
  pictures?: readonly (readonly MediaPicture[])[];
}

/**
 * A route module's one call: its `meta` and `links` (the hero fetched with the HTML), its words,
 * and the pictures it may show, so a page is wired the same way everywhere.
 *
 * What hydrates when is said by the parts a page is made of: `Hero` and `Reveal` blocks, and
 * `Later` around any other block, hydrate each in a task of their own after the page's first
 * hydration; the rest of the page hydrates with it. A block whose code should load apart from
 * the page is a `laterBlock(() => import(…))` in the route module: its import must stay static
 * for the bundler, and only pages with such a block should load `laterBlock.tsx`.
 */
export function definePage({ words, hero, pictures = [] }: PageParts) {
  const pagePictures = pictures.length > 0 ? [hero.pictures, ...pictures].flat() : hero.pictures;
  /** Lets the page's `Media` show its hero and its own sets, and no other page's pictures. */
  function Pictures({ children }: { children: ReactNode }) {
    return <MediaSet pictures={pagePictures}>{children}</MediaSet>;
  }
  return {
    words,
    meta: metaWith(words),
    links: () => heroPreload(hero.pictures, hero.image),
    Pictures,
    /** The hero's picture, fetched first: the `media` of the page's `Hero`. */
    heroMedia: <Media id={hero.image} priority />,
    Later: HydrateLater,
  };
}
