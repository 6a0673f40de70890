/**
 * Vite plugin for the site kept on a guest's phone:
 * - writes the language's web app manifest (`/manifest.webmanifest`, `/pt/manifest.webmanifest`…)
 *   and, in the first language's build, the icons drawn from the brand mark (rendered by sharp);
 * - serves `virtual:alento-offline-pages`: the pages of the offline set with their headings, in
 *   the build's language, which the offline page lists.
 */
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type { Plugin } from 'vite';
import { appIcon, palette } from '@alento/art';
import { appStartPath, languageOf, offlinePaths } from '@alento/content';
import type { offlinePage } from '@alento/content';
import { readRouteWords } from '../language/page-words.ts';
import { contentData, languageTwins } from '../language/plugin.ts';
import { appIcons, appleTouchIcon, webAppManifest } from './web-app-manifest.ts';

const offlineWordsFile = fileURLToPath(
  new URL('../../../packages/content/src/pages/offline.ts', import.meta.url),
);

/** The offline words in a language, read through Vite as that language's build reads them. */
async function readOfflineWords(locale: string): Promise<typeof offlinePage> {
  const { module } = await runnerImport<{ offlinePage: typeof offlinePage }>(offlineWordsFile, {
    configFile: false,
    logLevel: 'silent',
    plugins: [languageTwins(locale), contentData(locale)],
  });
  return module.offlinePage;
}

const virtualId = 'virtual:alento-offline-pages';
const resolvedId = `\0${virtualId}`;

export async function renderIcon(variant: 'any' | 'maskable' | 'apple', size: number) {
  return sharp(Buffer.from(appIcon(variant)), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The pages of the offline set, each with its heading in the build's language. */
async function offlinePagesCode(locale: string): Promise<string> {
  const words = await readRouteWords(locale);
  const pages = offlinePaths().map((path) => {
    const page = words[path as keyof typeof words];
    if (!page)
      throw new Error(`The offline set lists ${path}, which the route table does not have`);
    return { path, heading: page.heading };
  });
  return `export default ${JSON.stringify(pages)};\n`;
}

export function offlineSite(locale: string): Plugin {
  const language = languageOf(locale);
  return {
    name: 'alento-offline-site',
    resolveId(id) {
      return id === virtualId ? resolvedId : null;
    },
    async load(id) {
      if (id !== resolvedId) return null;
      return offlinePagesCode(locale);
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const words = await readOfflineWords(locale);
      const manifest = webAppManifest({
        words: words.app,
        lang: language.hreflang,
        prefix: language.prefix,
        startPath: appStartPath,
        themeColor: palette.canvas,
        backgroundColor: palette.canvas,
      });
      this.emitFile({
        type: 'asset',
        fileName: `${language.prefix.replace(/^\//, '')}${language.prefix ? '/' : ''}manifest.webmanifest`,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
      if (language.prefix) return;
      for (const icon of appIcons) {
        this.emitFile({
          type: 'asset',
          fileName: icon.src.slice(1),
          source: await renderIcon(icon.purpose, icon.size),
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: appleTouchIcon.src.slice(1),
        source: await renderIcon('apple', appleTouchIcon.size),
      });
    },
  };
}
