#!/usr/bin/env node
/**
 * `pnpm inbox`: what waits in the outbox and what failed, with the mail server's reason, and how
 * many guests confirmed their newsletter sign-up; `pnpm inbox retry <id>` makes a failed message
 * wait again, to be sent at once by a running server; `pnpm inbox subscribers` prints the
 * confirmed addresses as CSV (address, language, confirmed at) for the resort's mailing tool.
 * Reads the database of `ALENTO_DATA_DIR` (default `./data`), as the server does.
 */
import { existsSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { outboxFile } from './config.ts';
import { openOutbox } from './outbox.ts';
import type { OutboxEntry } from './outbox.ts';
import { openSubscribers, pendingDays } from './subscribers.ts';
import type { Subscriber } from './subscribers.ts';

const when = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

function line(entry: OutboxEntry, now: number): string {
  const minutes = Math.max(0, Math.round((entry.dueAt - now) / 60_000));
  const state =
    entry.status === 'failed'
      ? `failed after ${String(entry.attempts)} attempts`
      : entry.attempts === 0
        ? 'not tried yet'
        : `tried ${String(entry.attempts)} times, next in ${String(minutes)} min`;
  return [
    `${entry.status.padEnd(8)} ${entry.id}`,
    `         received ${when(entry.createdAt)}; ${state}`,
    `         "${entry.mail.subject}" to ${entry.mail.to}`,
    ...(entry.lastError ? [`         last answer: ${entry.lastError}`] : []),
  ].join('\n');
}

/** A CSV field, quoted when it must be (RFC 4180). */
const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return [
    'email,language,confirmed_at',
    ...subscribers.map((each) =>
      [each.email, each.language, new Date(each.confirmedAt).toISOString()].map(csvField).join(','),
    ),
  ].join('\n');
}

export function run(args: readonly string[], env: NodeJS.ProcessEnv = process.env): string {
  const file = outboxFile(env);
  if (!existsSync(file)) return `No outbox at ${file} yet: nothing has been received there.`;
  const [command, id] = args;
  if (command === 'subscribers') {
    const subscribers = openSubscribers(file);
    try {
      // Pending sign-ups past their week are not on the list, even if no server deleted them yet.
      subscribers.purgeExpired(Date.now());
      return subscribersCsv(subscribers.confirmed());
    } finally {
      subscribers.close();
    }
  }
  const outbox = openOutbox(file);
  const subscribers = openSubscribers(file);
  try {
    if (command === 'retry') {
      if (!id) return 'Say which message: pnpm inbox retry <id>';
      return outbox.retry(id, Date.now())
        ? `${id} waits again; a running server sends it within a minute.`
        : `${id} is not a failed message (pnpm inbox lists them).`;
    }
    if (command !== undefined)
      return `Unknown command "${command}": pnpm inbox, pnpm inbox retry <id> or pnpm inbox subscribers`;
    const pending = outbox.pending();
    const failed = pending.filter((entry) => entry.status === 'failed').length;
    const now = Date.now();
    subscribers.purgeExpired(now);
    const counts = subscribers.counts();
    return [
      `Outbox: ${file}`,
      `${String(pending.length - failed)} waiting, ${String(failed)} failed`,
      `Newsletter subscribers: ${String(counts.confirmed)} confirmed (pnpm inbox subscribers lists them), ${String(counts.pending)} waiting for confirmation (deleted after ${String(pendingDays)} days unconfirmed)`,
      ...pending.map((entry) => `\n${line(entry, now)}`),
    ].join('\n');
  } finally {
    outbox.close();
    subscribers.close();
  }
}

// Run as a command (through the workspace's link, which is why the paths are compared real).
const invoked = process.argv[1];
if (invoked && realpathSync(invoked) === fileURLToPath(import.meta.url))
  console.log(run(process.argv.slice(2)));
