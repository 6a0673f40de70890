import type { HtmlLinkDescriptor, LinkDescriptor } from 'react-router';

// fetchPriority is rendered on <link>; React Router's descriptor type has not caught up yet.
type PreloadLink = HtmlLinkDescriptor & { fetchPriority: 'high' | 'low' | 'auto' };

/** The files of one picture, as the media pipeline gives them (best modern format first). */
export interface PreloadableImage {
  readonly src: string;
  readonly srcSet?: string;
  readonly sources?: readonly { readonly type: string; readonly srcSet: string }[];
}

/**
 * A route's `links` for its hero picture: the browser fetches it with the page, before it has
 * parsed the body or laid it out, so the largest paint does not wait for discovery. Give the
 * same `sizes` as the picture itself; the first modern format is preloaded with its type, so a
 * browser that cannot show it skips the preload instead of fetching twice.
 *
 * A plain picture (an SVG, or one format in several sizes) is preloaded as it is: its own file
 * and, when it has one, its srcset.
 *
 *   export const links: LinksFunction = () => heroImageLinks(heroPicture, '100vw');
 */
export function heroImageLinks(image: PreloadableImage, sizes = '100vw'): LinkDescriptor[] {
  const preferred = image.sources?.[0];
  const srcSet = preferred?.srcSet ?? image.srcSet;
  const link: PreloadLink = {
    rel: 'preload',
    as: 'image',
    href: image.src,
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
    ...(preferred ? { type: preferred.type } : {}),
    fetchPriority: 'high',
  };
  return [link];
}
