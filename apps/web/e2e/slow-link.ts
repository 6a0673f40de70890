import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers that describe the upstream's bytes, not the ones this proxy sends. */
const framing = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection']);

function forwarded(headers: Headers): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  headers.forEach((value, name) => {
    if (!framing.has(name)) kept[name] = value;
  });
  return kept;
}

export interface SlowLink {
  /** The proxy's origin, to open pages through. */
  url: string;
  /** Sends the rest of the held page. */
  release: () => void;
  close: () => Promise<void>;
}

/**
 * A proxy in front of the site's own server that sends the first page it is asked for in two
 * parts, as a slow link delivers HTML: the part before `splitAt(html)`, then nothing until
 * `release()`, then the rest. Chromium parses and paints what has arrived in between, so a test
 * can watch what moves once the rest comes. Every other response passes whole.
 */
export async function slowLink(
  origin: string,
  splitAt: (html: string) => number,
): Promise<SlowLink> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', origin), {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const headers = forwarded(upstream.headers);
      const isPage = upstream.headers.get('content-type')?.startsWith('text/html') ?? false;
      if (!isPage || held) {
        const body = Buffer.from(await upstream.arrayBuffer());
        response.writeHead(upstream.status, { ...headers, 'content-length': body.length });
        response.end(body);
        return;
      }
      held = true;
      const html = await upstream.text();
      const at = splitAt(html);
      if (at <= 0 || at >= html.length) throw new Error(`no place to split the page at (${at})`);
      response.writeHead(upstream.status, headers);
      response.write(html.slice(0, at));
      await released;
      response.end(html.slice(at));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    release,
    close: () =>
      new Promise((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
