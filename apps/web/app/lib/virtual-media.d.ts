// Written by the media plugin (apps/web/media/plugin.ts) at build time.
declare module 'virtual:alento-media' {
  import type { PictureSource } from '@alento/ui';

  export const mediaFiles: Record<
    string,
    { src: string; srcSet?: string; sources?: readonly PictureSource[] }
  >;
}
