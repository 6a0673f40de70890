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

/** The attribute of the empty <style> the root renders for the build to fill with the page's CSS. */
export const pageCssAttribute = 'data-page-css';
const pageCssSlot = new RegExp(`<style ${pageCssAttribute}(?:="")?></style>`);

/**
 * Puts the page's stylesheets inside the page, so the first paint waits for no request. The
 * <link>s stay, with `media="print"`: the browser fetches them without waiting, they style a
 * printout, and the markup keeps the elements React expects when it hydrates and later swaps
 * route styles on navigation. A stylesheet the page does not have on disk is left alone.
 *
 * A kept link names its file without the `#` React Router gives a route stylesheet that a lazily
 * imported module also uses. The bundler's preload helper adds a stylesheet for such a module
 * unless a link to the same file is already in the document, and a stylesheet added after
 * hydration restyles the whole page in one long task; its rules are already in the page's
 * `<style>`, which stays for the whole visit, so the link without the `#` tells it so.
 * Hydration leaves the attribute as it is.
 */
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
    const kept = link.tag
      .replace(`href="${link.href}"`, `href="${assetPath(link.href!)}"`)
      .replace(/\s*\/?>$/, ' media="print"/>');
    result = result.replace(link.tag, kept);
  }
  return result;
}

/**
 * The modules a page hydrates with, as the build hands them to the hydration gate. The modules
 * these import are not named here: React Router's manifest lists them, and the gate reads them
 * there, which keeps the page's HTML lighter: every byte counts against TCP's first window.
 */
export interface HydrationModules {
  /** React Router's manifest, fetched first: it lists what the others import. */
  readonly manifest: string;
  /** The page's route modules by route id, in the order React Router lists them. */
  readonly routes: Readonly<Record<string, string>>;
  /** The client entry, imported last: it hydrates the document. */
  readonly entry: string;
  /** The worker that loads the browser's locale data off the main thread (intl-worker.ts). */
  readonly intlWorker?: string;
  /**
   * React Router's context for hydration and the chunks of its router state, which its inline
   * scripts would otherwise write into the page: the gate sets them up before the entry runs.
   */
  readonly context?: Readonly<Record<string, unknown>>;
  readonly stream?: readonly string[];
  /**
   * The stylesheet of the page's rules its prerendered markup does not use (page-css.ts): the
   * gate fetches it with the modules and adds it once the page has hydrated.
   */
  readonly laterCss?: string;
}

/** The scripts of the build's own that take a page's hydration in hand. */
export interface GateScripts {
  /** The hydration gate (hydration-gate.ts), loaded deferred by every page. */
  readonly gate: string;
  /** The worker the gate starts with the modules (intl-worker.ts). */
  readonly intlWorker?: string;
}

/** The id of the JSON block that names a page's hydration modules. */
export const hydrationModulesId = 'hydration-modules';

const routerModuleScript = /<script type="module" async>([\s\S]*?)<\/script>/;
const routerContextScript =
  /<script>window\.__reactRouterContext = (\{[\s\S]*?\});window\.__reactRouterContext\.stream = new ReadableStream[\s\S]*?<\/script>/;
const routerStreamScript =
  /<script>window\.__reactRouterContext\.streamController\.(?:enqueue\(("(?:[^"\\]|\\.)*")\)|close\(\));<\/script>/g;

/** The error of a page whose React Router scripts no longer read as `deferHydration` expects. */
function outdated(what: string, expected: string): Error {
  return new Error(
    `deferHydration (page-html.ts): React Router's ${what} no longer contains \`${expected}\`; the patch needs updating`,
  );
}

/** Reads the modules React Router's inline module script imports. */
export function routerModules(
  script: string,
): Pick<HydrationModules, 'manifest' | 'routes' | 'entry'> {
  const manifest = script.match(/^\s*import "([^"]+)";/m)?.[1];
  const entry = script.match(/^\s*import\("([^"]+)"\);/m)?.[1];
  const hrefs = new Map(
    [...script.matchAll(/^\s*import \* as (\w+) from "([^"]+)";/gm)].map(
      ([, name = '', href = '']) => [name, href],
    ),
  );
  const table = script.match(/__reactRouterRouteModules = (\{[^}]*\});/)?.[1];
  if (!manifest || !entry || !table) {
    throw new Error('deferHydration: React Router’s module script has an unexpected shape');
  }
  const routes = Object.fromEntries(
    [...table.matchAll(/"([^"]+)":(\w+)/g)].map(([, id = '', name = '']) => {
      const href = hrefs.get(name);
      if (!href) throw new Error(`deferHydration: route ${id} has no module`);
      return [id, href];
    }),
  );
  return { manifest, routes, entry };
}

/**
 * Hands a page's hydration to the gate (hydration-gate.ts): React Router's module script and
 * the page's module preloads go; a JSON block naming the modules (and the gate's worker) and the
 * gate's script (deferred, so it reads the block once the document is parsed) take the module
 * script's place. The page then requests no module before it has painted. React Router's inline
 * scripts that hand its context and router state to the browser go into the block too: as data
 * they weigh less in the page and need no hash in its Content-Security-Policy. `laterCss` names
 * the stylesheet of the rules the page's markup does not use yet, if it has one.
 */
export function deferHydration(html: string, scripts: GateScripts, laterCss?: string): string {
  const script = html.match(routerModuleScript);
  // A page React Router wrote scripts into that no longer read as expected stops the build: left
  // as they are, the page would load its modules at once, or carry its state twice.
  if (!script) {
    if (html.includes('window.__reactRouterRouteModules')) {
      throw outdated('module script', '<script type="module" async>');
    }
    return html;
  }
  const context = html.match(routerContextScript);
  if (!context && html.includes('window.__reactRouterContext.stream = ')) {
    throw outdated(
      'context script',
      'window.__reactRouterContext = {…};window.__reactRouterContext.stream = new ReadableStream',
    );
  }
  const stream = context
    ? [...html.matchAll(routerStreamScript)].flatMap(([, chunk]) =>
        chunk === undefined ? [] : [JSON.parse(chunk) as string],
      )
    : [];
  const modules: HydrationModules = {
    ...routerModules(script[1] ?? ''),
    ...(scripts.intlWorker ? { intlWorker: scripts.intlWorker } : {}),
    ...(context
      ? { context: JSON.parse(context[1] ?? '') as Record<string, unknown>, stream }
      : {}),
    ...(laterCss ? { laterCss } : {}),
  };
  // JSON in a data block: "<" is escaped so no value can close the element.
  const json = JSON.stringify(modules).replace(/</g, '\\u003c');
  const rest = context ? html.replace(context[0], '').replace(routerStreamScript, '') : html;
  if (context && rest.includes('window.__reactRouterContext')) {
    throw outdated(
      'router state script',
      'window.__reactRouterContext.streamController.enqueue("…");',
    );
  }
  return rest
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(
      routerModuleScript,
      () =>
        `<script type="application/json" id="${hydrationModulesId}">${json}</script>` +
        `<script src="${scripts.gate}" defer></script>`,
    );
}
