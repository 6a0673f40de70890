/**
 * Vite plugin: serves `virtual:alento-media/<set>` (a set of the media catalogue, such as
 * `spaHeroMedia`, each picture with its URLs, photos or artwork) and
 * `virtual:alento-media/<set>?in=<record>` (the pictures of a set that a record of the content
 * package names, such as a page's hero, their words in the build's language), and
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
import { contentData, languageTwins } from '../language/plugin.ts';
import { buildMediaEntries, keysNamedIn, mediaPicturesCode, mediaSetCode } from './pipeline.ts';
import type { MediaEntry } from './pipeline.ts';

const virtualPrefix = 'virtual:alento-media/';
const resolvedPrefix = `\0${virtualPrefix}`;

const contentMedia = fileURLToPath(new URL('../../../packages/content/media/', import.meta.url));
export const mediaDirs = {
  mediaDir: contentMedia,
  artDir: `${contentMedia}art`,
  cacheDir: fileURLToPath(new URL('../node_modules/.cache/alento-media/', import.meta.url)),
};

const contentDir = fileURLToPath(new URL('../../../packages/content/src/', import.meta.url));
const contentFile = `${contentDir}index.ts`;

/**
 * The content package in a language, read through Vite with the language's twins, as the build
 * in that language reads it (Node alone would read the English words).
 */
async function readContent(locale: string): Promise<Readonly<Record<string, unknown>>> {
  const { module } = await runnerImport<Record<string, unknown>>(contentFile, {
    configFile: false,
    logLevel: 'silent',
    plugins: [languageTwins(locale), contentData(locale)],
  });
  return module;
}

/** The pictures of `set` that the content record exported as `name` names, in `content`. */
function picturesNamedIn(
  content: Readonly<Record<string, unknown>>,
  set: string,
  name: string,
): MediaRecord[] {
  if (!(name in content)) throw new Error(`"${name}" is not a record of @alento/content`);
  const keys = keysNamedIn(set, content[name]);
  if (!keys.length) throw new Error(`"${name}" names no picture of the set "${set}"`);
  const catalogue = content.media as readonly MediaRecord[];
  return keys.map((key) => catalogue.find((record) => record.key === key) as MediaRecord);
}

export async function renderSocialPng(): Promise<Buffer> {
  return sharp(Buffer.from(socialImageSvg()))
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/** `locale`: the build's language, which the words a record's pictures carry are in. */
export function alentoMedia(locale: string = languages[0].locale, dirs = mediaDirs): Plugin {
  let entries: Promise<MediaEntry[]> | undefined;
  let content: ReturnType<typeof readContent> | undefined;
  return {
    name: 'alento-media',
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? `\0${id}` : undefined;
    },
    watchChange() {
      // A watching build reads the content again after any change to a module it watches.
      content = undefined;
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      entries ??= buildMediaEntries(dirs);
      const [set = '', query] = id.slice(resolvedPrefix.length).split('?');
      if (query === undefined) return mediaSetCode(set, await entries);
      const name = new URLSearchParams(query).get('in');
      if (!name) throw new Error(`${id}: name the record whose pictures to serve, as ?in=<record>`);
      const records = picturesNamedIn(await (content ??= readContent(locale)), set, name);
      return mediaPicturesCode(set, records, await entries);
    },
    configureServer(server) {
      // A photograph dropped in while the dev server runs shows up on the next reload, and so do
      // the words a record's pictures carry after an edit of the content package.
      server.watcher.add(dirs.mediaDir);
      server.watcher.on('all', (_event, path) => {
        const picture = path.startsWith(dirs.mediaDir);
        if (!picture && !path.startsWith(contentDir)) return;
        if (picture) entries = undefined;
        content = undefined;
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
