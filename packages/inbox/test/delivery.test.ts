import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openOutbox } from '../src/outbox.ts';
import { createSender } from '../src/sender.ts';
import { smtpDelivery } from '../src/smtp.ts';
import { startMailServer } from './smtp.ts';
import type { TestMailServer } from './smtp.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const mail = {
  to: 'hello@alento.example',
  replyTo: '"Marta Silva" <marta@example.com>',
  subject: 'Website message: A room for two',
  text: 'Do you have a room for two?\n<b>Thanks</b>',
};

async function mailServer(port?: number): Promise<TestMailServer> {
  const server = await startMailServer(port);
  cleanups.push(() => server.close());
  return server;
}

/** A port on which nothing listens. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`Not so within ${String(ms)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('delivery through SMTP', () => {
  it('sends the mail as plain text, answering to the guest, with the submission as its id', async () => {
    const server = await mailServer();
    const outbox = openOutbox(':memory:');
    outbox.add('contact:submission-0001', 'contact', mail);
    const sender = createSender({
      outbox,
      deliver: smtpDelivery(server.url, 'hello@alento.example'),
    });
    expect(await sender.deliverDue()).toBe(1);
    expect(outbox.get('contact:submission-0001')?.status).toBe('delivered');
    const received = (server.received[0] ?? '').replace(/\r\n/g, '\n');
    expect(received).toMatch(/^Reply-To: Marta Silva <marta@example.com>$/m);
    expect(received).toMatch(/^Subject: Website message: A room for two$/m);
    expect(received).toMatch(/^Message-ID: <contact.submission-0001@alento.example>$/m);
    expect(received).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(received).toContain('<b>Thanks</b>');
  });

  it('keeps the mail while the server is down, slow or refusing, and delivers it when it is back', async () => {
    const port = await closedPort();
    const outbox = openOutbox(':memory:');
    outbox.add('contact:submission-0002', 'contact', mail);
    const log: string[] = [];
    const sender = createSender({
      outbox,
      deliver: smtpDelivery(`smtp://127.0.0.1:${String(port)}`, 'hello@alento.example'),
      delays: [100, 100, 100],
      log: (line) => log.push(line),
    });
    expect(await sender.deliverDue()).toBe(0);
    expect(outbox.get('contact:submission-0002')).toMatchObject({
      status: 'waiting',
      lastError: expect.stringMatching(/ECONNREFUSED/) as unknown as string,
    });
    expect(log[0]).toMatch(/not delivered .*ECONNREFUSED.*next attempt in 0 s/);

    // A server that accepts the connection and never greets.
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => silent.close(resolve)));
    const slow = createSender({
      outbox,
      deliver: smtpDelivery(
        `smtp://127.0.0.1:${String((silent.address() as AddressInfo).port)}?greetingTimeout=300`,
        'hello@alento.example',
      ),
      delays: [100, 100, 100],
    });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await slow.deliverDue()).toBe(0);
    expect(outbox.get('contact:submission-0002')?.lastError).toMatch(/greeting/i);

    const server = await mailServer(port);
    server.refuse = 'Mailbox busy, try later';
    const later = createSender({
      outbox,
      deliver: smtpDelivery(server.url, 'hello@alento.example'),
      delays: [100, 100, 100],
    });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await later.deliverDue()).toBe(0);
    expect(outbox.get('contact:submission-0002')?.lastError).toMatch(/Mailbox busy/);
    server.refuse = undefined;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await later.deliverDue()).toBe(1);
    expect(server.received).toHaveLength(1);
    expect(outbox.get('contact:submission-0002')).toMatchObject({
      status: 'delivered',
      attempts: 4,
    });
  });

  it('after the last attempt keeps the mail, marked failed with the reason', async () => {
    const server = await mailServer();
    server.refuse = 'Mailbox unavailable';
    const outbox = openOutbox(':memory:');
    outbox.add('contact:submission-0003', 'contact', mail);
    const sender = createSender({
      outbox,
      deliver: smtpDelivery(server.url, 'hello@alento.example'),
      delays: [10],
    });
    await sender.deliverDue();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await sender.deliverDue();
    expect(outbox.pending()).toMatchObject([
      { id: 'contact:submission-0003', status: 'failed', attempts: 2 },
    ]);
    expect(outbox.pending()[0]?.lastError).toMatch(/Mailbox unavailable/);
  });
});

describe('a server killed at any moment', () => {
  it('delivers what it accepted once it is started again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'alento-inbox-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const start = (smtpUrl: string) =>
      new Promise<{ child: ChildProcess; port: number }>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [new URL('./inbox-process.ts', import.meta.url).pathname],
          {
            env: {
              ...process.env,
              ALENTO_DATA_DIR: dataDir,
              SMTP_URL: smtpUrl,
              INBOX_TO: 'hello@alento.example',
            },
            stdio: ['ignore', 'pipe', 'inherit'],
          },
        );
        cleanups.push(() => child.kill('SIGKILL'));
        child.on('error', reject);
        child.stdout?.on('data', (chunk: Buffer) => {
          const port = /listening (\d+)/.exec(chunk.toString())?.[1];
          if (port) resolve({ child, port: Number(port) });
        });
      });

    // No mail server at first: what the server accepted waits in its outbox.
    const first = await start('');
    const response = await fetch(`http://127.0.0.1:${String(first.port)}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        id: 'submission-0004',
        firstName: 'Marta',
        lastName: 'Silva',
        email: 'marta@example.com',
        subject: 'A room for two',
        message: 'Do you have a room for two on the first weekend of March?',
        language: 'en-GB',
      }),
    });
    expect(response.status).toBe(202);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const server = await mailServer();
    await start(server.url);
    await until(() => server.received.length === 1, 15_000);
    expect(server.received[0]).toContain(
      'Do you have a room for two on the first weekend of March?',
    );
  });
});
