/**
 * Writes every page of Maré as complete HTML: the server build renders each path, and the page
 * links the client build's script and stylesheets from Vite's manifest. It also writes each
 * page's Content-Security-Policy (`dist/csp.json`) with the hashes of the style attributes it was
 * rendered with (the floor plan places its markers that way), which the server sends.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const server = join(root, 'dist-server', 'entry-server.js');
const { render, languages, siteConfig } = (await import(
  server
)) as typeof import('../src/entry-server.tsx');

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const entry = manifest['src/entry-client.tsx'];
if (!entry) throw new Error('The client build has no entry src/entry-client.tsx');
const stylesheets = entry.css ?? [];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function contentSecurityPolicy(html: string): string {
  const attributes = [...new Set([...html.matchAll(/ style="([^"]*)"/g)].map((m) => m[1] ?? ''))];
  const styles = ["'self'", ...(attributes.length ? ["'unsafe-hashes'"] : [])];
  styles.push(...attributes.map((value) => sha256(unescape(value))));
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${styles.join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

const pages = languages.flatMap((language) => [
  { path: `${language.prefix}/`, file: `${language.prefix}/index.html`, notFound: false },
  {
    path: `${language.prefix}/contact`,
    file: `${language.prefix}/contact/index.html`,
    notFound: false,
  },
  { path: `${language.prefix}/404`, file: `${language.prefix}/404.html`, notFound: true },
]);

const policies: Record<string, string> = {};
for (const page of pages) {
  const { html, language, meta } = await render(page.path);
  const canonical = `${siteConfig.origin}${page.path}`;
  const alternates = page.notFound
    ? []
    : languages.map(
        (each) =>
          `<link rel="alternate" hreflang="${each.hreflang}" href="${siteConfig.origin}${each.prefix}${page.path.slice(language.prefix.length)}">`,
      );
  const document = [
    '<!doctype html>',
    `<html lang="${language.hreflang}"${page.notFound ? ` data-page="${page.path}"` : ''}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(meta.title)} · ${escape(siteConfig.name)}</title>`,
    `<meta name="description" content="${escape(meta.description)}">`,
    page.notFound
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${canonical}">`,
    ...alternates,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...stylesheets.map((href) => `<link rel="stylesheet" href="/${href}">`),
    `<script type="module" src="/${entry.file}"></script>`,
    '</head>',
    `<body><div id="root">${html}</div></body>`,
    '</html>',
    '',
  ].join('\n');
  const target = join(dist, page.file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, document);
  policies[page.file] = contentSecurityPolicy(html);
  console.log(`prerendered ${page.path} → dist${page.file}`);
}
writeFileSync(join(dist, 'csp.json'), `${JSON.stringify(policies, null, 2)}\n`);
rmSync(join(root, 'dist-server'), { recursive: true, force: true });
