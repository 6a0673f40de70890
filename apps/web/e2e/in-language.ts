import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { contentData, languageTwins } from '../language/plugin.ts';

/**
 * A module of `@alento/content` as the site's build in a language reads it (its words, and the
 * data files' records, in that language), so a test names what a Portuguese or Spanish guest
 * reads: `await inLanguage<typeof import('…/chrome.ts')>('pt-PT', 'chrome.ts')`.
 */
export async function inLanguage<Module>(locale: string, path: string): Promise<Module> {
  const file = fileURLToPath(new URL(`../../../packages/content/src/${path}`, import.meta.url));
  const { module } = await runnerImport<Module>(file, {
    configFile: false,
    logLevel: 'silent',
    plugins: [languageTwins(locale), contentData(locale)],
  });
  return module;
}
