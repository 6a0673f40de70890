/**
 * Serves the production build: static files through sirv (precompressed brotli/gzip, ETags),
 * the site's security headers with each page's own CSP, immutable caching for fingerprinted
 * assets, the not-found page of the path's language (404.html, pt/404.html…) with status 404 for
 * any path that is not a page, a redirect from a language's root without its slash (`/pt`) to
 * the root (`/pt/`), and a redirect to https for a request a TLS proxy marks as plain http
 * (`X-Forwarded-Proto: http`). What guests send (`/api/…`) goes to the inbox (`@alento/inbox`),
 * which keeps it in its outbox and delivers it by e-mail.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { languages, splitLanguage } from '@alento/content';
import { inboxFromEnv, serveInbox } from '@alento/inbox';
import type { Inbox, RequestDesk } from '@alento/inbox';
import {
  assetContentSecurityPolicy,
  immutableCache,
  isFingerprinted,
  revalidateCache,
  securityHeaders,
  serviceWorkerPath,
  workerContentSecurityPolicy,
} from './headers.ts';

export interface ServeOptions {
  buildDir?: string;
  host?: string;
  port?: number;
  /** What receives `/api/…`; none answers those paths 404. */
  inbox?: Inbox;
}

function pagePath(pathname: string): string {
  const path = pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

// ALENTO_BUILD_DIR lets a benchmark or a test serve its own build beside the default one.
const defaultBuildDir = resolve(
  fileURLToPath(new URL('..', import.meta.url)),
  process.env.ALENTO_BUILD_DIR ?? 'build',
);

/** The languages' roots without their closing slash: `/pt`, `/es`. */
const languageRoots = new Set<string>(
  languages.flatMap(({ prefix }) => (prefix === '' ? [] : [prefix])),
);

export function createSiteServer(buildDir = defaultBuildDir, inbox?: Inbox): Server {
  const clientDir = `${buildDir}/client`;
  const policies: Record<string, string> = JSON.parse(readFileSync(`${buildDir}/csp.json`, 'utf8'));
  const notFound = new Map<string, Record<'identity' | 'br' | 'gzip', Buffer>>(
    languages.map(({ prefix }) => {
      const file = `${clientDir}${prefix}/404.html`;
      const page = {
        identity: readFileSync(file),
        br: readFileSync(`${file}.br`),
        gzip: readFileSync(`${file}.gz`),
      };
      return [prefix, page] as const;
    }),
  );

  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
    const { prefix } = splitLanguage(new URL(req.url ?? '/', 'http://localhost').pathname).language;
    const body = (notFound.get(prefix) ?? notFound.get(''))?.[encoding] ?? '';
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html;charset=utf-8');
    res.setHeader(
      'Content-Security-Policy',
      policies[`${prefix}/404`] ?? assetContentSecurityPolicy,
    );
    res.setHeader('Cache-Control', revalidateCache);
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const files = sirv(clientDir, {
    brotli: true,
    gzip: true,
    etag: true,
    dotfiles: false,
    // Only real pages and files: no directory listings, no single-page fallback.
    single: false,
    onNoMatch: sendNotFound,
  });

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    // Behind a TLS proxy, a request that reached the proxy over plain http goes to https first.
    const host = req.headers.host;
    if (req.headers['x-forwarded-proto'] === 'http' && host && /^[\w.-]+(:\d+)?$/.test(host)) {
      res.statusCode = 301;
      res.setHeader('Location', `https://${host}${req.url ?? '/'}`);
      res.setHeader('Content-Security-Policy', assetContentSecurityPolicy);
      res.end();
      return;
    }
    if (inbox && /^\/api(\/|$)/.test(req.url ?? '')) {
      res.setHeader('Content-Security-Policy', assetContentSecurityPolicy);
      void serveInbox(inbox.handler, req, res, { trustProxy: inbox.trustProxy });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.setHeader('Content-Security-Policy', assetContentSecurityPolicy);
      res.end();
      return;
    }
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
    // A language's home is `/pt/`, the base of its router: at `/pt` the file is the same, but the
    // router matches nothing and the page never hydrates.
    if (languageRoots.has(pathname)) {
      res.statusCode = 301;
      res.setHeader('Location', `${pathname}/${search}`);
      res.setHeader('Content-Security-Policy', assetContentSecurityPolicy);
      res.end();
      return;
    }
    // The not-found page and the host's header file are not pages of their own.
    if (/^(\/[a-z]{2})?\/404(\.html)?$/.test(pathname) || pathname === '/_headers') {
      sendNotFound(req, res);
      return;
    }
    const policy =
      pathname === serviceWorkerPath ? workerContentSecurityPolicy : policies[pagePath(pathname)];
    res.setHeader('Content-Security-Policy', policy ?? assetContentSecurityPolicy);
    res.setHeader('Cache-Control', isFingerprinted(pathname) ? immutableCache : revalidateCache);
    files(req, res);
  });
}

/**
 * The request pages' rules and words in each language, as the build bundled them
 * (build/server/requests/<locale>.js); a language whose bundle is missing is read in English.
 */
export async function requestDesks(
  buildDir = defaultBuildDir,
): Promise<Record<string, RequestDesk>> {
  const desks: Record<string, RequestDesk> = {};
  for (const { locale } of languages) {
    const file = `${buildDir}/server/requests/${locale}.js`;
    if (!existsSync(file)) continue;
    const module = (await import(file)) as { requestDesk: RequestDesk };
    desks[locale] = module.requestDesk;
  }
  return desks;
}

export function listen({ host, port, buildDir, inbox }: ServeOptions = {}): Promise<Server> {
  const server = createSiteServer(buildDir, inbox);
  // An idle connection stays open longer than a client or proxy keeps it (Node's 5 s is shorter
  // than most), so neither sends a request on a socket the server is closing at that moment.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve) => {
    server.listen(port ?? 4173, host ?? '127.0.0.1', () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4173);
  const inbox = inboxFromEnv(process.env, { requestDesks: await requestDesks() });
  const server = await listen({ host, port, inbox });
  const shownHost = host.includes(':') ? `[${host}]` : host;
  console.log(`Alento is being served at http://${shownHost}:${port}/`);
  console.log(inbox.summary);
  const stop = () => server.close(() => void inbox.close().then(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
