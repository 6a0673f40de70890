import { languages, pageRoutes } from '@alento/content';
import { describe, expect, it } from 'vitest';
import { pageWords } from '../language/page-words.ts';
import { englishPieces } from './english.ts';

const english = languages[0].locale;

// One plugin per language, as one build has: it reads the language's words once.
const plugins = new Map<string, ReturnType<typeof pageWords>>();

/** The module the plugin serves for a path, evaluated as the bundler would. */
async function wordsModule(locale: string, id: string): Promise<unknown> {
  let plugin = plugins.get(locale);
  if (!plugin) plugins.set(locale, (plugin = pageWords(locale)));
  const resolve = plugin.resolveId as (id: string) => string | null;
  const load = plugin.load as (
    this: { addWatchFile(file: string): void },
    id: string,
  ) => Promise<string>;
  const resolved = resolve(id);
  if (!resolved) throw new Error(`not resolved: ${id}`);
  const code = await load.call({ addWatchFile: () => undefined }, resolved);
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
    default: unknown;
  };
  return module.default;
}

describe('the page words plugin', () => {
  it('serves each page its own heading, title and description, as the route table has them', async () => {
    for (const route of pageRoutes.filter((r) => !('canonical' in r))) {
      const { heading, title, description } = route;
      expect(
        await wordsModule(english, `virtual:alento-page-words${route.path}`),
        route.path,
      ).toEqual({ heading, title, description });
    }
  });

  it('serves the words of the language being built, figures included', async () => {
    for (const { locale } of languages.slice(1)) {
      for (const route of pageRoutes.filter((r) => !('canonical' in r))) {
        const words = (await wordsModule(locale, `virtual:alento-page-words${route.path}`)) as {
          heading: string;
          title: string;
          description: string;
        };
        // A description with a price or a time speaks the language too ("a partir de 120 €").
        expect(
          englishPieces([words.heading, words.title, words.description]),
          `${locale} ${route.path}`,
        ).toEqual([]);
        expect(words.description, `${locale} ${route.path}`).not.toBe(route.description);
      }
    }
  });

  it('fails the build on a path that is no page of its own', async () => {
    await expect(wordsModule(english, 'virtual:alento-page-words/nowhere')).rejects.toThrow(
      /no page of its own/,
    );
    // An alias shows its canonical page's words: its route module imports those.
    await expect(wordsModule(english, 'virtual:alento-page-words/spa-landing')).rejects.toThrow();
  });

  it('leaves every other module alone', () => {
    const resolve = pageWords(english).resolveId as (id: string) => string | null;
    expect(resolve('virtual:alento-media/heroMedia')).toBeNull();
    expect(resolve('./meta.ts')).toBeNull();
  });
});
