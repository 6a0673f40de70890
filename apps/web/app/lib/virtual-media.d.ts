// Written by the media plugin (apps/web/media/plugin.ts) at build time: one module per set of the
// content package's media catalogue, named after the set's export (`spaHeroMedia`).
declare module 'virtual:alento-media/*' {
  import type { MediaRecord } from '@alento/content';
  import type { PictureSource } from '@alento/ui';

  /** The set's records, each with the files that show it. */
  export const pictures: readonly (MediaRecord & {
    src: string;
    srcSet?: string;
    sources?: readonly PictureSource[];
  })[];
}
