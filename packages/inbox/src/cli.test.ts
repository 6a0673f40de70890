import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { run, subscribersCsv } from './cli.ts';
import { outboxFile } from './config.ts';
import { openOutbox } from './outbox.ts';
import { openSubscribers } from './subscribers.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const mail = { to: 'hello@alento.example', subject: 'Website message: Rooms', text: 'Hello' };

describe('pnpm inbox', () => {
  it('lists what waits and what failed with the mail server’s answer, and retries a failure', () => {
    const dir = mkdtempSync(join(tmpdir(), 'alento-cli-'));
    dirs.push(dir);
    const env = { ALENTO_DATA_DIR: dir };
    expect(run([], env)).toBe(
      `No outbox at ${outboxFile(env)} yet: nothing has been received there.`,
    );
    const outbox = openOutbox(outboxFile(env));
    outbox.add('contact:waits', 'contact', mail);
    outbox.add('contact:fails', 'contact', mail);
    outbox.claim(Date.now(), 0);
    outbox.attemptFailed(
      'contact:waits',
      'connect ECONNREFUSED 127.0.0.1:25',
      Date.now() + 5 * 60_000,
    );
    outbox.claim(Date.now(), 0);
    outbox.attemptFailed('contact:fails', '550 Mailbox unavailable', undefined);
    outbox.close();

    const listing = run([], env);
    expect(listing).toContain('1 waiting, 1 failed');
    expect(listing).toMatch(/waiting {2}contact:waits\n.*tried 1 times, next in 5 min/);
    expect(listing).toContain('last answer: connect ECONNREFUSED 127.0.0.1:25');
    expect(listing).toMatch(/failed {3}contact:fails\n.*failed after 1 attempts/);
    expect(listing).toContain('last answer: 550 Mailbox unavailable');

    expect(run(['retry', 'contact:fails'], env)).toBe(
      'contact:fails waits again; a running server sends it within a minute.',
    );
    expect(run([], env)).toContain('2 waiting, 0 failed');
    expect(run(['retry', 'contact:fails'], env)).toBe(
      'contact:fails is not a failed message (pnpm inbox lists them).',
    );
  });
});

describe('pnpm inbox subscribers', () => {
  it('counts the confirmed addresses, and prints them as CSV for a mailing tool', () => {
    const dir = mkdtempSync(join(tmpdir(), 'alento-cli-'));
    dirs.push(dir);
    const env = { ALENTO_DATA_DIR: dir };
    const subscribers = openSubscribers(outboxFile(env));
    const now = Date.now();
    const ana = subscribers.signUp('ana@example.pt', 'pt-PT', now);
    subscribers.signUp('rui@example.com', 'en-GB', now);
    if (ana.send) subscribers.confirm(ana.confirmToken, now);
    subscribers.close();
    expect(run([], env)).toContain(
      'Newsletter subscribers: 1 confirmed (pnpm inbox subscribers lists them), 1 waiting for confirmation (deleted after 7 days unconfirmed)',
    );
    expect(run(['subscribers'], env)).toBe(
      `email,language,confirmed_at\nana@example.pt,pt-PT,${new Date(now).toISOString()}`,
    );
    expect(
      subscribersCsv([{ email: 'a"b,c@example.com', language: 'en-GB', confirmedAt: 0 }]),
    ).toBe('email,language,confirmed_at\n"a""b,c@example.com",en-GB,1970-01-01T00:00:00.000Z');
  });
});
