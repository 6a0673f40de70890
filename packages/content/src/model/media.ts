/** Where a picture's subject sits, in percent from the left and top: crops keep it in view. */
export interface FocalPoint {
  readonly x: number;
  readonly y: number;
}

/** A picture by its key: what it shows, its intrinsic size and where its subject sits. */
export interface MediaRecord<Family extends string = string> {
  readonly key: string;
  readonly family: Family;
  /** What the picture shows, for people who cannot see it. */
  readonly alt: string;
  /** Printed under the picture where the page shows captions. */
  readonly caption?: string;
  /** Intrinsic size in CSS pixels at 1x: sets the aspect ratio, so nothing shifts as it loads. */
  readonly width: number;
  readonly height: number;
  readonly focal: FocalPoint;
}
