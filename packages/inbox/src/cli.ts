#!/usr/bin/env node
/**
 * `pnpm inbox`: what waits in the outbox and what failed, with the mail server's reason;
 * `pnpm inbox retry <id>` makes a failed message wait again, to be sent at once by a running
 * server. Reads the outbox of `ALENTO_DATA_DIR` (default `./data`), as the server does.
 */
import { existsSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { outboxFile } from './config.ts';
import { openOutbox } from './outbox.ts';
import type { OutboxEntry } from './outbox.ts';

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

export function run(args: readonly string[], env: NodeJS.ProcessEnv = process.env): string {
  const file = outboxFile(env);
  if (!existsSync(file)) return `No outbox at ${file} yet: nothing has been received there.`;
  const outbox = openOutbox(file);
  try {
    const [command, id] = args;
    if (command === 'retry') {
      if (!id) return 'Say which message: pnpm inbox retry <id>';
      return outbox.retry(id, Date.now())
        ? `${id} waits again; a running server sends it within a minute.`
        : `${id} is not a failed message (pnpm inbox lists them).`;
    }
    if (command !== undefined)
      return `Unknown command "${command}": pnpm inbox, or pnpm inbox retry <id>`;
    const pending = outbox.pending();
    const failed = pending.filter((entry) => entry.status === 'failed').length;
    const now = Date.now();
    return [
      `Outbox: ${file}`,
      `${String(pending.length - failed)} waiting, ${String(failed)} failed`,
      ...pending.map((entry) => `\n${line(entry, now)}`),
    ].join('\n');
  } finally {
    outbox.close();
  }
}

// Run as a command (through the workspace's link, which is why the paths are compared real).
const invoked = process.argv[1];
if (invoked && realpathSync(invoked) === fileURLToPath(import.meta.url))
  console.log(run(process.argv.slice(2)));
