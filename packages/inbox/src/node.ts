import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { InboxHandler } from './handler.ts';

/**
 * Runs the Fetch handler in Node's own HTTP server: turns the request into a `Request`, and
 * writes the `Response` back. The server's part of the limits lives here: the client's address
 * (from `X-Forwarded-For` only behind a proxy the site trusts), and a body that arrives too
 * slowly, which is answered 408 and cut.
 */

export interface NodeAdapterOptions {
  /** Behind a proxy: the client is the last address it added to `X-Forwarded-For`. */
  readonly trustProxy?: boolean;
  /** How long a body may take to arrive, in ms. */
  readonly bodyTimeoutMs?: number;
}

export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') {
    const last = forwarded
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

export async function serveInbox(
  handler: InboxHandler,
  req: IncomingMessage,
  res: ServerResponse,
  { trustProxy = false, bodyTimeoutMs = 10_000 }: NodeAdapterOptions = {},
): Promise<void> {
  const proto = trustProxy && req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  const url = new URL(req.url ?? '/', `${proto}://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const timer = setTimeout(() => {
    if (req.complete || res.headersSent) return;
    res.writeHead(408, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
    res.end(JSON.stringify({ error: 'The form took too long to arrive' }));
    req.destroy();
  }, bodyTimeoutMs);
  try {
    const request = new Request(url, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      duplex: 'half',
    } as RequestInit);
    const response = await handler(request, {
      clientAddress: clientAddress(req, trustProxy),
    });
    if (res.headersSent) return;
    res.statusCode = response.status;
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    if (res.headersSent) return;
    res.statusCode = 500;
    res.end(JSON.stringify({ error: error instanceof Error ? error.message : 'Server error' }));
  } finally {
    clearTimeout(timer);
  }
}
