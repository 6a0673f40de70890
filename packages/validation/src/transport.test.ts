import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simulatedSendDelayMs } from '@alento/content';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from './fields.ts';
import {
  ContactSendError,
  createHttpTransport,
  createSimulatedTransport,
  transportFor,
} from './transport.ts';

const message: ContactMessage = {
  firstName: 'Zoë',
  lastName: 'O’Brien',
  email: 'zoe@example.org',
  subject: 'Spring retreat',
  message: 'Is the Kneipp walk open in April?',
};

interface Received {
  method: string | undefined;
  contentType: string | undefined;
  cookie: string | undefined;
  body: unknown;
}

/** A test endpoint on 127.0.0.1 whose answer each path chooses. */
let server: Server;
let base: string;
const received: Received[] = [];
const hung = new Set<ServerResponse>();

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({
      method: request.method,
      contentType: request.headers['content-type'],
      cookie: request.headers.cookie,
      body: body ? JSON.parse(body) : undefined,
    });
    const status = Number(request.url?.match(/^\/status\/(\d+)$/)?.[1] ?? 0);
    if (status) {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ ok: status < 300 }));
    } else if (request.url === '/invalid') {
      response.writeHead(422, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          errors: { email: 'Introduza um endereço de email válido', role: 'admin' },
        }),
      );
    } else if (request.url === '/limited') {
      response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '125' });
      response.end(JSON.stringify({ error: 'Too many attempts' }));
    } else if (request.url === '/hang') {
      hung.add(response);
    } else if (request.url === '/hang-body') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"ok":');
      hung.add(response);
    }
  });
  // Port 0: the system picks a free port, so parallel runs never collide.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of hung) response.destroy();
  // fetch keeps connections alive; close them so the server can stop.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<ContactSendError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ContactSendError);
    return error as ContactSendError;
  }
  throw new Error('the send was expected to fail');
}

describe('HTTP transport against a local endpoint', () => {
  it('POSTs the message as JSON and resolves on 2xx', async () => {
    received.length = 0;
    const transport = createHttpTransport({ endpoint: `${base}/status/200` });
    await expect(transport.send(message)).resolves.toBeUndefined();
    await createHttpTransport({ endpoint: `${base}/status/204` }).send(message);
    expect(received).toEqual([
      { method: 'POST', contentType: 'application/json', cookie: undefined, body: message },
      { method: 'POST', contentType: 'application/json', cookie: undefined, body: message },
    ]);
  });

  it('sends the envelope with the message: its submission id, the page’s language', async () => {
    received.length = 0;
    await createHttpTransport({ endpoint: `${base}/status/202` }).send(message, {
      id: 'submission-0001',
      language: 'pt-PT',
    });
    expect(received[0]?.body).toEqual({ ...message, id: 'submission-0001', language: 'pt-PT' });
  });

  it('reads the endpoint’s field messages from a 422 answer, and only the form’s fields', async () => {
    const error = await failure(createHttpTransport({ endpoint: `${base}/invalid` }).send(message));
    expect(error).toMatchObject({
      reason: 'invalid',
      status: 422,
      fieldErrors: { email: 'Introduza um endereço de email válido' },
    });
  });

  it('reads how long to wait from a 429 answer’s Retry-After', async () => {
    const error = await failure(createHttpTransport({ endpoint: `${base}/limited` }).send(message));
    expect(error).toMatchObject({ reason: 'rate-limited', status: 429, retryAfterSeconds: 125 });
  });

  it.each([400, 404, 422, 429])(
    'rejects a %i answer as an http failure with its status',
    async (status) => {
      const error = await failure(
        createHttpTransport({ endpoint: `${base}/status/${status}` }).send(message),
      );
      expect(error).toMatchObject({ reason: 'http', status });
    },
  );

  it.each([500, 502, 503])(
    'rejects a %i answer as an http failure with its status',
    async (status) => {
      const error = await failure(
        createHttpTransport({ endpoint: `${base}/status/${status}` }).send(message),
      );
      expect(error).toMatchObject({ reason: 'http', status });
    },
  );

  it('rejects as a network failure when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(
      createHttpTransport({ endpoint: `http://127.0.0.1:${port}/` }).send(message),
    );
    expect(error).toMatchObject({ reason: 'network', status: undefined });
  });

  it('gives up after the timeout when the endpoint never answers', async () => {
    const started = performance.now();
    const error = await failure(
      createHttpTransport({ endpoint: `${base}/hang`, timeoutMs: 200 }).send(message),
    );
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('gives up after the timeout when the answer stalls half-way', async () => {
    const error = await failure(
      createHttpTransport({ endpoint: `${base}/hang-body`, timeoutMs: 200 }).send(message),
    );
    expect(error).toMatchObject({ reason: 'timeout' });
  });
});

describe('simulated transport', () => {
  it('waits the spec’s second and succeeds without sending anything', async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      let done = false;
      const sending = createSimulatedTransport()
        .send(message)
        .then(() => {
          done = true;
        });
      await vi.advanceTimersByTimeAsync(simulatedSendDelayMs - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await sending;
      expect(done).toBe(true);
      expect(simulatedSendDelayMs).toBe(1000);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
      vi.useRealTimers();
    }
  });
});

describe('transportFor', () => {
  it('chooses the HTTP transport only when an endpoint is configured', () => {
    expect(transportFor(undefined).kind).toBe('simulated');
    expect(transportFor('').kind).toBe('simulated');
    expect(transportFor('   ').kind).toBe('simulated');
    expect(transportFor('/api/contact').kind).toBe('http');
  });

  it('sends to the configured endpoint', async () => {
    received.length = 0;
    await transportFor(` ${base}/status/201 `).send(message);
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual(message);
  });
});
