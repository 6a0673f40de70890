import { language } from '@alento/content';
import { jsonLdText, structuredDataFor } from './structured-data.ts';

/**
 * What the browser keeps: the JSON-LD of the page it loaded, read back from the prerendered
 * document. Crawlers read each page as it is first loaded, so the records behind the blocks (the
 * spa's stations, the offers, the amenities) stay out of the browser's scripts; after a move to
 * another page the blocks are dropped rather than left describing the page before. The router's
 * path has no language prefix and the window's has, so the two are compared in the language's
 * form.
 */
const loaded = import.meta.env.SSR
  ? undefined
  : {
      path: normalise(window.location.pathname),
      texts: Array.from(
        document.querySelectorAll('head > script[type="application/ld+json"]'),
        (script) => script.textContent ?? '',
      ),
    };

function normalise(path: string): string {
  return path.replace(/(.)\/$/, '$1');
}

/**
 * The page's JSON-LD blocks. They are data, not code: the browser never runs them, and the build
 * gives them no CSP hash. The text is set as raw script content because the blocks come from
 * the content package, never from a guest, and `jsonLdText` escapes what could end the element.
 */
export function StructuredData({ path }: { path: string }) {
  const texts = import.meta.env.SSR
    ? structuredDataFor(path).map(jsonLdText)
    : loaded?.path === normalise(`${language.prefix}${path}`)
      ? loaded.texts
      : [];
  return texts.map((text, index) => (
    <script
      key={`${path}#${index}`}
      type="application/ld+json"
      // Script text is raw to the HTML parser: as children it would be entity-escaped into
      // broken JSON. The text is content-package data escaped by jsonLdText, never a guest's.
      // eslint-disable-next-line no-restricted-syntax
      dangerouslySetInnerHTML={{ __html: text }}
    />
  ));
}
