/**
 * Vite plugin: serves `virtual:alento-media/<set>` (a set of the media catalogue, such as
 * `spaHeroMedia`, each picture with its URLs, photos or artwork) and
 * `virtual:alento-media/<set>/<key>` (one picture of a set, its words in the build's language), and
 * writes the brand files that live at fixed addresses: `/favicon.svg` and the sharing image
 * `/social.png` (rendered from SVG by sharp at build time).
 */
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import type { Plugin } from 'vite';
import { favicon, socialImageSvg } from '@alento/art';
import { languages } from '@alento/content';
import type { MediaRecord } from '@alento/content';
import { languageTwins } from '../language/plugin.ts';
import { buildMediaEntries, mediaPictureCode, mediaSetCode } from './pipeline.ts';
import type { MediaEntry } from './pipeline.ts';

const virtualPrefix = 'virtual:alento-media/';
const resolvedPrefix = `\0${virtualPrefix}`;

const contentMedia = fileURLToPath(new URL('../../../packages/content/media/', import.meta.url));
export const mediaDirs = {
  mediaDir: contentMedia,
  artDir: `${contentMedia}art`,
  cacheDir: fileURLToPath(new URL('../node_modules/.cache/alento-media/', import.meta.url)),
};

const catalogueFile = fileURLToPath(
  new URL('../../../packages/content/src/media.ts', import.meta.url),
);

/**
 * The media catalogue in a language, read through Vite with the language's twins, as the build
 * in that language reads it (Node alone would read the English words).
 */
async function readCatalogue(locale: string): Promise<ReadonlyMap<string, MediaRecord>> {
  const { module } = await runnerImport<{ media: readonly MediaRecord[] }>(catalogueFile, {
    configFile: false,
    logLevel: 'silent',
    plugins: [languageTwins(locale)],
  });
  return new Map(module.media.map((record) => [record.key, record]));
}

export async function renderSocialPng(): Promise<Buffer> {
  return sharp(Buffer.from(socialImageSvg()))
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/** `locale`: the build's language, which the words of a single picture's module are in. */
export function alentoMedia(locale: string = languages[0].locale, dirs = mediaDirs): Plugin {
  let entries: Promise<MediaEntry[]> | undefined;
  let catalogue: ReturnType<typeof readCatalogue> | undefined;
  return {
    name: 'alento-media',
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? `\0${id}` : undefined;
    },
    watchChange() {
      // The dev server reads the words again after any change to the content's modules.
      catalogue = undefined;
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      entries ??= buildMediaEntries(dirs);
      const [set = '', key] = id.slice(resolvedPrefix.length).split('/');
      if (key === undefined) return mediaSetCode(set, await entries);
      const record = (await (catalogue ??= readCatalogue(locale))).get(key);
      if (!record) throw new Error(`"${key}" is not a media key (${id})`);
      return mediaPictureCode(set, record, await entries);
    },
    configureServer(server) {
      // A photograph dropped in while the dev server runs shows up on the next reload.
      server.watcher.add(dirs.mediaDir);
      server.watcher.on('all', (_event, path) => {
        if (!path.startsWith(dirs.mediaDir)) return;
        entries = undefined;
        catalogue = undefined;
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
