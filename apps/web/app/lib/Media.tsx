import { mediaRecord } from '@alento/content';
import type { MediaKey } from '@alento/content';
import { Picture } from '@alento/ui';
import type { PictureFit } from '@alento/ui';
import { mediaFiles } from 'virtual:alento-media';
import { heroImageLinks } from './links.ts';

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
  const record = mediaRecord(id);
  const file = mediaFiles[id];
  if (!file) throw new Error(`Media key "${id}" has no file`);
  return (
    <Picture
      src={file.src}
      srcSet={file.srcSet}
      sources={file.sources}
      sizes={sizes}
      width={record.width}
      height={record.height}
      alt={decorative ? '' : record.alt}
      priority={priority}
      fit={fit}
      focalPoint={record.focal}
    />
  );
}

/**
 * A route's `links` for its hero picture. The hero is the page's largest paint, so it is fetched
 * with the HTML rather than once the page is laid out; each route passes the key its content
 * record names for the hero, the one its `<Media priority>` shows.
 */
export function heroPreload(id: MediaKey, sizes = '100vw') {
  const file = mediaFiles[id];
  if (!file) throw new Error(`Media key "${id}" has no file`);
  return heroImageLinks(file, sizes);
}
