import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { siteConfig } from '@alento/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineStyleHashes } from '../scripts/page-html.ts';
import { scoreResponse } from '../test/observatory.ts';
import { contentSecurityPolicy } from './headers.ts';
import { createSiteServer } from './serve.ts';

// A build in miniature, shaped like the real one: a page with inline scripts, a style and
// JSON-LD, the not-found page, and the per-page policies the build writes.
const page = [
  '<!DOCTYPE html><html lang="en"><head><title>Alento</title>',
  '<style>body{margin:0}</style>',
  '<script type="application/ld+json">{"@type":"Resort"}</script>',
  '<link rel="modulepreload" href="/assets/entry.js"/>',
  '</head><body><h1>Alento</h1>',
  '<script>window.__context = {};</script>',
  '<script type="module" async="">import "/assets/entry.js";</script>',
  '</body></html>',
].join('');

let dir: string;
let base: string;
let server: ReturnType<typeof createSiteServer>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'alento-headers-'));
  const client = join(dir, 'client');
  mkdirSync(join(client, 'assets'), { recursive: true });
  writeFileSync(join(client, 'index.html'), page);
  writeFileSync(join(client, 'assets', 'entry.js'), 'export {};');
  const notFoundPages = {
    '': '<!DOCTYPE html><title>Page not found</title>',
    '/pt': '<!DOCTYPE html><title>Página não encontrada</title>',
    '/es': '<!DOCTYPE html><title>Página no encontrada</title>',
  };
  for (const [prefix, notFound] of Object.entries(notFoundPages)) {
    mkdirSync(join(client, prefix), { recursive: true });
    writeFileSync(join(client, prefix, '404.html'), notFound);
    writeFileSync(join(client, prefix, '404.html.br'), brotliCompressSync(notFound));
    writeFileSync(join(client, prefix, '404.html.gz'), gzipSync(notFound));
  }
  writeFileSync(join(client, 'es', 'index.html'), page);
  writeFileSync(
    join(dir, 'csp.json'),
    JSON.stringify({
      '/': contentSecurityPolicy(inlineScriptHashes(page), inlineStyleHashes(page)),
    }),
  );
  server = createSiteServer(dir);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

interface Reply {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A plain request, so the Host header can be the public one a proxy would pass on. */
function get(path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('the project server on the HTTP Observatory rubric', () => {
  it('scores at least 100 (A+) for a page, with every bonus its headers can earn', async () => {
    const response = await get('/');
    const probe = await get('/', { origin: 'https://observatory.example' });
    const http = await get('/', {
      'x-forwarded-proto': 'http',
      host: new URL(siteConfig.origin).host,
    });
    expect(http.status).toBe(301);

    const result = scoreResponse({
      headers: response.headers,
      html: response.body,
      url: `${siteConfig.origin}/`,
      http: [String(http.headers.location)],
      corsProbeHeaders: probe.headers,
    });
    expect(result.results).toEqual({
      'content-security-policy': 'csp-implemented-with-no-unsafe-default-src-none',
      cookies: 'cookies-not-found',
      'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
      redirection: 'redirection-to-https',
      'referrer-policy': 'referrer-policy-private',
      'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
      'subresource-integrity': 'sri-not-implemented-but-no-scripts-loaded',
      'x-content-type-options': 'x-content-type-options-nosniff',
      'x-frame-options': 'x-frame-options-implemented-via-csp',
      'cross-origin-resource-policy': 'cross-origin-resource-policy-implemented-with-same-origin',
    });
    expect(result.score).toBeGreaterThanOrEqual(100);
    expect(result.score).toBe(120);
    expect(result.grade).toBe('A+');
  });

  it('sends the same safety headers with the not-found page and with assets', async () => {
    for (const path of ['/no/such/page', '/assets/entry.js']) {
      const response = await get(path);
      const result = scoreResponse({
        headers: response.headers,
        url: `${siteConfig.origin}${path}`,
        http: 'no-http',
      });
      expect(result.score, path).toBeGreaterThanOrEqual(100);
    }
  });

  it('hashes the inline scripts and styles, and never the JSON-LD', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp.match(/'sha256-/g)).toHaveLength(3);
    expect(inlineScriptHashes(page)).toHaveLength(2);
    const scriptSrc = csp.match(/script-src ([^;]+)/)?.[1];
    expect(scriptSrc).toBe(
      `'self' ${inlineScriptHashes(page)
        .map((h) => `'${h}'`)
        .join(' ')}`,
    );
    expect(csp).toContain(`style-src 'self' '${inlineStyleHashes(page)[0]}'`);
    expect(csp).toMatch(/form-action 'self'/);
    expect(csp).toMatch(/base-uri 'none'/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('redirects plain http behind a proxy to the same path on https', async () => {
    const response = await get('/spa?x=1', { 'x-forwarded-proto': 'http', host: 'alento.example' });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('https://alento.example/spa?x=1');
  });
});

describe('the rubric itself', () => {
  const url = 'https://site.example/';
  const strong = {
    'content-security-policy': "default-src 'none'; script-src 'self'; frame-ancestors 'none'",
    'strict-transport-security': 'max-age=63072000',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'content-type': 'text/html',
  };

  it('takes points away for what a scan would flag', () => {
    const weak = scoreResponse({
      headers: {
        'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'",
        'referrer-policy': 'unsafe-url',
        'set-cookie': ['sessionid=1; Path=/'],
        'content-type': 'text/html',
      },
      html: '<script src="http://cdn.example/x.js"></script>',
      url,
      http: [],
    });
    expect(weak.results).toMatchObject({
      'content-security-policy': 'csp-implemented-with-unsafe-inline',
      cookies: 'cookies-session-without-secure-flag',
      redirection: 'redirection-missing',
      'referrer-policy': 'referrer-policy-unsafe',
      'strict-transport-security': 'hsts-not-implemented',
      'subresource-integrity': 'sri-not-implemented-and-external-scripts-not-loaded-securely',
      'x-content-type-options': 'x-content-type-options-not-implemented',
      'x-frame-options': 'x-frame-options-not-implemented',
    });
    // 100 − 20 − 40 − 20 − 5 − 20 − 50 − 5 − 20: no bonus below 90.
    expect(weak.score).toBe(0);
    expect(weak.grade).toBe('F');
  });

  it('gives bonuses only to a response that scores 90 or more after its penalties', () => {
    const good = scoreResponse({ headers: strong, html: '', url, http: 'no-http' });
    expect(good.score).toBe(120);
    const penalised = scoreResponse({
      headers: {
        ...strong,
        'x-content-type-options': 'sniff please',
        'strict-transport-security': 'max-age=60',
      },
      html: '',
      url,
      http: 'no-http',
    });
    // 100 − 5 − 10 = 85 < 90, so the CSP, referrer and framing bonuses do not count.
    expect(penalised.score).toBe(85);
    expect(penalised.grade).toBe('A-');
  });

  it('reads hashes and nonces as neutralising unsafe-inline, and data: scripts as inline code', () => {
    const withHash = scoreResponse({
      headers: {
        ...strong,
        'content-security-policy':
          "default-src 'none'; script-src 'self' 'unsafe-inline' 'sha256-abc='",
      },
      url,
      http: 'no-http',
    });
    expect(withHash.results['content-security-policy']).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    );
    const dataScripts = scoreResponse({
      headers: { ...strong, 'content-security-policy': "default-src 'none'; script-src data:" },
      url,
      http: 'no-http',
    });
    expect(dataScripts.results['content-security-policy']).toBe(
      'csp-implemented-with-unsafe-inline',
    );
    const invalid = scoreResponse({
      headers: { ...strong, 'content-security-policy': "script-src 'self'; script-src 'none'" },
      url,
      http: 'no-http',
    });
    expect(invalid.results['content-security-policy']).toBe('csp-header-invalid');
  });

  it('flags credentials granted to any origin and redirects that leave the host first', () => {
    const result = scoreResponse({
      headers: strong,
      url,
      http: ['https://elsewhere.example/', 'https://site.example/'],
      corsProbeHeaders: {
        'access-control-allow-origin': 'https://observatory.example',
        'access-control-allow-credentials': 'true',
      },
    });
    expect(result.results['cross-origin-resource-sharing']).toBe(
      'cross-origin-resource-sharing-implemented-with-universal-access',
    );
    expect(result.results.redirection).toBe('redirection-off-host-from-http');
  });

  it('credits integrity on every script', () => {
    const result = scoreResponse({
      headers: strong,
      html: '<script src="/a.js" integrity="sha384-x"></script>',
      url,
      http: 'no-http',
    });
    expect(result.results['subresource-integrity']).toBe(
      'sri-implemented-and-all-scripts-loaded-securely',
    );
  });
});

describe('the page policy', () => {
  it('lets a page start workers from its own origin only', () => {
    const policy = contentSecurityPolicy([]);
    expect(policy).toContain("worker-src 'self';");
    expect(policy).toContain("default-src 'none';");
  });

  it('allows style attributes only by their hashes, and says nothing of them when there are none', () => {
    const plain = contentSecurityPolicy(['sha256-s='], ['sha256-t=']);
    expect(plain).toContain("style-src 'self' 'sha256-t=';");
    expect(plain).not.toContain('unsafe-hashes');
    const withAttributes = contentSecurityPolicy(['sha256-s='], ['sha256-t='], ['sha256-a=']);
    expect(withAttributes).toContain("style-src 'self' 'sha256-t=' 'unsafe-hashes' 'sha256-a=';");
    expect(
      scoreResponse({
        headers: {
          'content-security-policy': withAttributes,
          'strict-transport-security': 'max-age=63072000',
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
        },
        url: 'https://site.example/',
        http: 'no-http',
      }).results['content-security-policy'],
    ).toBe('csp-implemented-with-no-unsafe-default-src-none');
  });
});

describe("a language's root", () => {
  it('is its address with the closing slash, where its router can hydrate the page', async () => {
    const portuguese = await get('/pt');
    expect(portuguese.status).toBe(301);
    expect(portuguese.headers.location).toBe('/pt/');
    expect((await get('/es?utm_source=card')).headers.location).toBe('/es/?utm_source=card');
    expect((await get('/es/')).status).toBe(200);
    expect((await get('/pt/spa')).status).toBe(404);
  });
});

describe("the not-found page of the path's language", () => {
  it("answers a miss under a language prefix with that language's page, status 404", async () => {
    const portuguese = await get('/pt/does-not-exist');
    expect(portuguese.status).toBe(404);
    expect(portuguese.body).toContain('Página não encontrada');
    const spanish = await get('/es/does-not-exist', { 'accept-encoding': 'gzip' });
    expect(spanish.status).toBe(404);
    expect(spanish.headers['content-encoding']).toBe('gzip');
    const english = await get('/does-not-exist');
    expect(english.body).toContain('Page not found');
    expect((await get('/pt/404.html')).status).toBe(404);
  });
});
