/**
 * Build-time rewrites of a prerendered page and the hashes its Content-Security-Policy needs:
 * pure functions over the HTML text, so the build and its tests share them.
 */
import { createHash } from 'node:crypto';

const attribute = (tag: string, name: string): string | undefined =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];

/** Script types the browser runs; a JSON-LD block (or any other data block) is not code. */
export function isExecutableScript(openingTag: string): boolean {
  const type = attribute(openingTag, 'type')?.trim().toLowerCase();
  return (
    type === undefined ||
    type === '' ||
    type === 'module' ||
    type === 'text/javascript' ||
    type === 'application/javascript'
  );
}

const sha256 = (body: string) =>
  `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;

/** CSP hashes of the inline scripts the page runs (data blocks need none and get none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, open = '', body = '']) =>
        body.length > 0 && !/\ssrc=/i.test(open) && isExecutableScript(open),
    )
    .map(([, , body = '']) => sha256(body));
  return [...new Set(hashes)];
}

/** CSP hashes of the page's inline <style> elements. */
export function inlineStyleHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = '']) =>
    sha256(body),
  );
  return [...new Set(hashes)];
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * CSP hashes of the page's `style` attributes (a picture's focal point, say). A strict policy
 * blocks them unless each exact value is hashed under 'unsafe-hashes'; styles set by scripts
 * after load go through the CSSOM and need nothing.
 */
export function styleAttributeHashes(html: string): string[] {
  const values = [...html.matchAll(/<[a-z][^<>]*?\sstyle="([^"]*)"/gi)].map(([, value = '']) =>
    sha256(decodeEntities(value)),
  );
  return [...new Set(values)];
}

/** Relative url()s in a stylesheet, made absolute against the stylesheet's own URL. */
function absoluteUrls(css: string, stylesheetHref: string): string {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (match, quote: string, url: string) => {
    if (/^(\/|data:|#|[a-z][a-z0-9+.-]*:)/i.test(url)) return match;
    return `url(${quote}${new URL(url, `http://x${stylesheetHref}`).pathname}${quote})`;
  });
}

/** The file behind a same-origin URL: without its query or fragment. */
export function assetPath(href: string): string {
  return href.replace(/[?#].*$/, '');
}

/**
 * Puts the page's stylesheets inside the page, so the first paint waits for no request. The
 * <link>s stay, with `media="print"`: the browser fetches them without waiting, they style a
 * printout, and the markup keeps the elements React expects when it hydrates and later swaps
 * route styles on navigation. A stylesheet the page does not have on disk is left alone.
 */
/** The attribute of the empty <style> the root renders for the build to fill with the page's CSS. */
export const pageCssAttribute = 'data-page-css';
const pageCssSlot = new RegExp(`<style ${pageCssAttribute}(?:="")?></style>`);

export function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => string | undefined,
): string {
  const links = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi)]
    .map(([tag]) => ({ tag, href: attribute(tag, 'href'), media: attribute(tag, 'media') }))
    .filter((link) => link.href?.startsWith('/') && link.media === undefined);
  const inlined = links
    // React Router marks some route stylesheets with a trailing "#"; the file has no such suffix.
    .map((link) => ({ ...link, css: readStylesheet(assetPath(link.href!)) }))
    .filter((link): link is typeof link & { css: string } => link.css !== undefined);
  if (inlined.length === 0) return html;
  const css = inlined
    .map((link) => absoluteUrls(link.css, link.href!).replace(/<\/style/gi, '<\\/style'))
    .join('\n');
  // The page's own empty <style data-page-css> is filled where the root rendered it, so the
  // element hydrates in place; a page without one gets a new <style> before its first link.
  let result = pageCssSlot.test(html)
    ? html.replace(pageCssSlot, `<style ${pageCssAttribute}="">${css}</style>`)
    : html.replace(inlined[0]!.tag, `<style>${css}</style>${inlined[0]!.tag}`);
  for (const link of inlined) {
    result = result.replace(link.tag, link.tag.replace(/\s*\/?>$/, ' media="print"/>'));
  }
  return result;
}

/**
 * Fetches the hydration modules at low priority. They are preloaded so no import waits for
 * another, but the first paint needs none of them: the prerendered HTML is complete. At low
 * priority the browser gives the fonts and the hero picture the bandwidth first.
 */
export function lowerModulePreloadPriority(html: string): string {
  return html.replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, (tag) =>
    /\sfetchpriority=/i.test(tag) ? tag : tag.replace(/\s*\/?>$/, ' fetchpriority="low"/>'),
  );
}
