import type { MediaKey, MediaRecord } from '@alento/content';
import { Picture } from '@alento/ui';
import type { PictureFit, PictureSource } from '@alento/ui';
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { heroImageLinks } from './links.ts';

/** A picture of the catalogue with its files: one row of a `virtual:alento-media/<set>` module. */
export type MediaPicture = MediaRecord & {
  src: string;
  srcSet?: string;
  sources?: readonly PictureSource[];
};

type PictureTable = ReadonlyMap<string, MediaPicture>;

function tableOf(...sets: (readonly MediaPicture[])[]): PictureTable {
  return new Map(sets.flat().map((picture) => [picture.key, picture]));
}

/**
 * The pictures a page shows come in through `MediaSet`: its hero, one picture of
 * `virtual:alento-media/heroMedia/<key>`, and its own sets (the spa's carousel, the feature cards,
 * the drawings), so each page's scripts carry the words and addresses of its own pictures and no
 * others.
 */
const PictureTableContext = createContext<PictureTable>(new Map());

export interface MediaSetProps {
  /** A set of the catalogue: `pictures` from `virtual:alento-media/<set>`. */
  pictures: readonly MediaPicture[];
  children: ReactNode;
}

/** Lets the `Media` inside show the pictures of a set, besides those of the sets around it. */
export function MediaSet({ pictures, children }: MediaSetProps) {
  const parent = useContext(PictureTableContext);
  const table = useMemo(() => tableOf([...parent.values()], pictures), [parent, pictures]);
  return <PictureTableContext.Provider value={table}>{children}</PictureTableContext.Provider>;
}

function pictureIn(table: PictureTable, id: MediaKey): MediaPicture {
  const picture = table.get(id);
  // A key outside the sets in reach is a mistake of the page, and prerendering it fails the build.
  if (!picture) throw new Error(`Media key "${id}" is in no set this page shows (see MediaSet)`);
  return picture;
}

export interface MediaProps {
  /** The media key; the catalogue gives alt text, size and focal point. */
  id: MediaKey;
  /** How wide the picture shows, for the browser to pick a photo size (as the `sizes` attribute). */
  sizes?: string;
  /** The page's hero: loaded at once with high priority. At most one per page. */
  priority?: boolean;
  fit?: PictureFit;
  /** For a picture that repeats what the text beside it already says. */
  decorative?: boolean;
}

/** A picture of the catalogue: the property's photograph if there is one, otherwise its artwork. */
export function Media({ id, sizes = '100vw', priority, fit, decorative }: MediaProps) {
  const picture = pictureIn(useContext(PictureTableContext), id);
  return (
    <Picture
      src={picture.src}
      srcSet={picture.srcSet}
      sources={picture.sources}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={decorative ? '' : picture.alt}
      priority={priority}
      fit={fit}
      focalPoint={picture.focal}
    />
  );
}

/**
 * A route's `links` for its hero picture. The hero is the page's largest paint, so it is fetched
 * with the HTML rather than once the page is laid out; each route passes the set the hero comes
 * from and the key its content record names for it, the one its `<Media priority>` shows.
 */
export function heroPreload(set: readonly MediaPicture[], id: MediaKey, sizes = '100vw') {
  return heroImageLinks(pictureIn(tableOf(set), id), sizes);
}

// The bundler puts a module in the file of the pages that reach it: passed on from here, the page
// helper (which every page showing a picture is to call) goes into this module's file rather
// than a file of its own, one more for each page.
export { definePage } from './definePage.tsx';
