/**
 * Vite plugin: serves `virtual:alento-media/<set>` (a set of the media catalogue, such as
 * `spaHeroMedia`, each picture with its URLs, photos or artwork), and
 * writes the brand files that live at fixed addresses: `/favicon.svg` and the sharing image
 * `/social.png` (rendered from SVG by sharp at build time).
 */
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { favicon, socialImageSvg } from '@alento/art';
import { buildMediaEntries, mediaSetCode } from './pipeline.ts';
import type { MediaEntry } from './pipeline.ts';

const virtualPrefix = 'virtual:alento-media/';
const resolvedPrefix = `\0${virtualPrefix}`;

const contentMedia = fileURLToPath(new URL('../../../packages/content/media/', import.meta.url));
export const mediaDirs = {
  mediaDir: contentMedia,
  artDir: `${contentMedia}art`,
  cacheDir: fileURLToPath(new URL('../node_modules/.cache/alento-media/', import.meta.url)),
};

export async function renderSocialPng(): Promise<Buffer> {
  return sharp(Buffer.from(socialImageSvg()))
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

export function alentoMedia(dirs = mediaDirs): Plugin {
  let entries: Promise<MediaEntry[]> | undefined;
  return {
    name: 'alento-media',
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      entries ??= buildMediaEntries(dirs);
      return mediaSetCode(id.slice(resolvedPrefix.length), await entries);
    },
    configureServer(server) {
      // A photograph dropped in while the dev server runs shows up on the next reload.
      server.watcher.add(dirs.mediaDir);
      server.watcher.on('all', (_event, path) => {
        if (!path.startsWith(dirs.mediaDir)) return;
        entries = undefined;
        for (const environment of Object.values(server.environments)) {
          for (const [id, mod] of environment.moduleGraph.idToModuleMap) {
            if (id.startsWith(resolvedPrefix)) environment.moduleGraph.invalidateModule(mod);
          }
        }
      });
      server.middlewares.use((req, res, next) => {
        if (req.url === '/favicon.svg') {
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(favicon());
        } else if (req.url === '/social.png') {
          renderSocialPng().then((png) => {
            res.setHeader('Content-Type', 'image/png');
            res.end(png);
          }, next);
        } else next();
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: favicon() });
      this.emitFile({ type: 'asset', fileName: 'social.png', source: await renderSocialPng() });
    },
  };
}
