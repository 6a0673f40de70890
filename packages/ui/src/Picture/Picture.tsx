import { focalX, focalY, image, picture } from './Picture.css.ts';

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

/** A focal coordinate snapped to the 5 % steps the styles offer, inside the picture. */
export function focalStep(percent: number): number {
  return Math.min(100, Math.max(0, Math.round(percent / 5) * 5));
}

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
  const img = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet || sources?.length ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      className={
        focalPoint
          ? `${image[fit]} ${focalX[focalStep(focalPoint.x)]} ${focalY[focalStep(focalPoint.y)]}`
          : image[fit]
      }
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
