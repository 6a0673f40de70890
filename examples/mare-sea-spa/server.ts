/**
 * Serves Maré's built site: static files through sirv, each page with its own
 * Content-Security-Policy (written by the prerender), the language's not-found page with status
 * 404 for any other path, and long caching for the fingerprinted assets. `PORT` and `HOST`
 * choose where it listens (127.0.0.1:4500 by default).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const dist = fileURLToPath(new URL('dist', import.meta.url));
if (!existsSync(join(dist, 'csp.json'))) {
  console.error('No build in dist: run `pnpm run build` first.');
  process.exit(1);
}
const policies = JSON.parse(readFileSync(join(dist, 'csp.json'), 'utf8')) as Record<string, string>;
const headers = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const files = sirv(dist, {
  extensions: ['html'],
  etag: true,
  setHeaders(response, pathname) {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const page = pathname.endsWith('.html') ? pathname : null;
    if (page && policies[page]) response.setHeader('Content-Security-Policy', policies[page]);
    response.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});

const server = createServer((request, response) => {
  files(request, response, () => {
    const notFound = request.url?.startsWith('/pt/') ? '/pt/404.html' : '/404.html';
    response.writeHead(404, {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': policies[notFound] ?? "default-src 'none'",
      'Cache-Control': 'no-cache',
    });
    response.end(readFileSync(join(dist, notFound)));
  });
});

const port = Number(process.env.PORT ?? 4500);
const host = process.env.HOST ?? '127.0.0.1';
server.listen(port, host, () => console.log(`Maré: http://${host}:${port}/`));
