import { percentInside } from '../internal/percent.ts';
import { image, picture } from './Picture.css.ts';

export const pictureFits = ['natural', 'cover', 'contain'] as const;
export type PictureFit = (typeof pictureFits)[number];

/** A modern-format alternative, e.g. `{ type: 'image/avif', srcSet: 'a-480.avif 480w, …' }`. */
export interface PictureSource {
  type: string;
  srcSet: string;
}

export interface PictureProps {
  src: string;
  /** Intrinsic size: always rendered, so the page never shifts while the image loads. */
  width: number;
  height: number;
  /** What the picture shows; `''` only for a purely decorative picture. */
  alt: string;
  srcSet?: string;
  sizes?: string;
  /** Modern formats, best first; the browser takes the first it supports. */
  sources?: readonly PictureSource[];
  /**
   * The page's largest paint (its hero): fetched at once and first. Every other picture waits
   * until it nears the viewport.
   */
  priority?: boolean;
  fit?: PictureFit;
  /** Where the subject sits, in percent; crops keep it in view. */
  focalPoint?: { x: number; y: number };
}

/** Where a picture crops when nothing else is said: the CSS default of `object-position`. */
const middle = '50% 50%';

export function Picture({
  src,
  width,
  height,
  alt,
  srcSet,
  sizes,
  sources,
  priority = false,
  fit = 'natural',
  focalPoint,
}: PictureProps) {
  const position = focalPoint
    ? `${percentInside(focalPoint.x)} ${percentInside(focalPoint.y)}`
    : middle;
  const img = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet || sources?.length ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      className={image[fit]}
      // Only a subject off the middle needs a style attribute (and a hash in the page's policy).
      style={position === middle ? undefined : { objectPosition: position }}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!sources?.length) return img;
  return (
    <picture className={picture[fit]}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
