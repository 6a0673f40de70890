import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { fileURLToPath } from 'node:url';
import { languages, mediaKeys, siteConfig } from '@alento/content';
import { dataFiles, readData } from '@alento/content/data';
import { collectionName } from './config.ts';
import { previewCss, previewFonts } from './preview-style.ts';
import { noPagePath, readPageTexts, recordPages } from './record-pages.ts';

/**
 * What the editor's preview pane needs besides Decap's bundle, all served by the editor's own
 * server (or written beside the published editor), never fetched from another host: the site's
 * look, its fonts and pictures, the site's own price formatter, and which pages show each record.
 */

/** What a picture shows, by media key, in each language: from the picture sets' data files. */
function altTexts(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    languages.map(({ locale }) => {
      const alt: Record<string, string> = {};
      for (const file of dataFiles.filter((each) => each.name.startsWith('media/'))) {
        const record = readData(file, locale) as Record<string, unknown>;
        for (const [key, value] of Object.entries(record))
          if (value && typeof value === 'object' && 'alt' in value && typeof value.alt === 'string')
            alt[key] = value.alt;
      }
      return [locale, alt];
    }),
  );
}

/** The preview's facts: where each record is shown, the languages, the pictures' words. */
export function previewData() {
  const texts = readPageTexts();
  const pages = recordPages(dataFiles, texts);
  return {
    origin: siteConfig.origin,
    noPagePath,
    pageCount: texts.length,
    languages: languages.map(({ locale, prefix, name }) => ({ locale, prefix, name })),
    records: Object.fromEntries(
      dataFiles.map((file) => [
        collectionName(file.name),
        { name: file.name, description: file.description, pages: pages[file.name] ?? [] },
      ]),
    ),
    mediaKeys,
    alt: altTexts(),
  };
}

/** The site's own modules the preview runs as they are, without their types. */
const contentModules = ['model/format.ts', 'intl-formatters.ts'];
const contentSrc = fileURLToPath(new URL('../../../packages/content/src/', import.meta.url));

/** Every file of the preview, by its path under the editor's address. */
export function previewFiles(): Map<string, { type: string; body: () => string | Buffer }> {
  const files = new Map<string, { type: string; body: () => string | Buffer }>();
  files.set('preview/style.css', { type: 'text/css; charset=utf-8', body: () => previewCss() });
  for (const [name, path] of Object.entries(previewFonts))
    files.set(`preview/fonts/${name}`, { type: 'font/woff2', body: () => readFileSync(path) });
  for (const key of mediaKeys)
    files.set(`preview/art/${key}.svg`, {
      type: 'image/svg+xml',
      body: () =>
        readFileSync(fileURLToPath(import.meta.resolve(`@alento/content/media/art/${key}.svg`))),
    });
  // Written as `.js`, which every web host serves as a script, importing one another as such.
  for (const module of contentModules)
    files.set(`preview/content/${module.replace(/\.ts$/, '.js')}`, {
      type: 'text/javascript; charset=utf-8',
      body: () =>
        stripTypeScriptTypes(readFileSync(`${contentSrc}${module}`, 'utf8')).replace(
          /(from '\.{1,2}\/[^']+)\.ts'/g,
          "$1.js'",
        ),
    });
  let data: string | undefined;
  files.set('preview/data.json', {
    type: 'application/json; charset=utf-8',
    body: () => (data ??= JSON.stringify(previewData())),
  });
  return files;
}
