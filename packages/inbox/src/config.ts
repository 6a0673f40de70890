import { resolve } from 'node:path';
import { defaultRateLimit, siteConfig } from '@alento/content';
import { createInboxHandler } from './handler.ts';
import type { InboxHandler, InboxOptions } from './handler.ts';
import { createLimiter, parseRateLimit } from './limiter.ts';
import { outboxWhenWritable } from './outbox.ts';
import type { Outbox } from './outbox.ts';
import { createSender } from './sender.ts';
import type { Sender } from './sender.ts';
import { smtpDelivery } from './smtp.ts';
import { newsletterRoutes } from './newsletter.ts';
import { subscribersWhenWritable } from './subscribers.ts';
import type { Subscribers } from './subscribers.ts';

/**
 * The inbox as the environment configures it; every variable is optional:
 *
 * | variable           | default                   | what it sets                                     |
 * | ------------------ | ------------------------- | ------------------------------------------------ |
 * | `SMTP_URL`         | none: mail waits          | the mail server, `smtp://user:pass@host:587`      |
 * | `INBOX_TO`         | the site's e-mail         | where the resort reads what guests send          |
 * | `INBOX_FROM`       | `INBOX_TO`                | the sender of those mails                        |
 * | `INBOX_RATE_LIMIT` | `5/15m`                   | submissions from one address in a time window     |
 * | `ALENTO_DATA_DIR`  | `./data`                  | where the outbox's database is kept              |
 * | `SITE_ORIGIN`      | the site config's origin  | where the newsletter mails' links lead           |
 * | `TRUST_PROXY`      | unset                     | set behind a proxy: read `X-Forwarded-For`        |
 */

export interface Inbox {
  readonly handler: InboxHandler;
  readonly outbox: Outbox;
  /** The newsletter's list, in the same database file. */
  readonly subscribers: Subscribers;
  readonly sender: Sender | undefined;
  readonly trustProxy: boolean;
  readonly databaseFile: string;
  /** A line for the server's log: where mail goes, or why it waits. */
  readonly summary: string;
  close(): Promise<void>;
}

/** The spec's general limit, `5/15m`: the figure the privacy page states. */
const defaultRateLimitText = `${String(defaultRateLimit.max)}/${String(defaultRateLimit.windowMs / 60_000)}m`;

export function outboxFile(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.ALENTO_DATA_DIR ?? 'data', 'outbox.sqlite');
}

/** What the environment cannot say: the request pages' words in each language. */
export type InboxParts = Pick<InboxOptions, 'requestDesks'>;

export function inboxFromEnv(env: NodeJS.ProcessEnv = process.env, parts: InboxParts = {}): Inbox {
  const to = env.INBOX_TO ?? siteConfig.email;
  const limiter = createLimiter(parseRateLimit(env.INBOX_RATE_LIMIT ?? defaultRateLimitText));
  const databaseFile = outboxFile(env);
  const log = (line: string) => console.error(line);
  const outbox = outboxWhenWritable(databaseFile, log);
  const subscribers = subscribersWhenWritable(databaseFile, log);
  // Pending sign-ups past their week are deleted even when no one signs up or confirms.
  const purge = setInterval(() => subscribers.purgeExpired(Date.now()), 60 * 60_000);
  purge.unref();
  const sender = env.SMTP_URL
    ? createSender({ outbox, deliver: smtpDelivery(env.SMTP_URL, env.INBOX_FROM ?? to), log })
    : undefined;
  sender?.start();
  const origin = env.SITE_ORIGIN ?? siteConfig.origin;
  const routes = newsletterRoutes({ outbox, subscribers, origin, sender });
  const handler = createInboxHandler({ ...parts, outbox, sender, to, limiter, log, routes });
  const server = env.SMTP_URL ? new URL(env.SMTP_URL).host : undefined;
  return {
    handler,
    outbox,
    subscribers,
    sender,
    trustProxy: Boolean(env.TRUST_PROXY),
    databaseFile,
    summary: server
      ? `Guests' messages go to ${to} through ${server}; the outbox is ${databaseFile}`
      : `SMTP_URL is not set: guests' messages are kept in ${databaseFile} and sent once it is`,
    async close() {
      clearInterval(purge);
      await sender?.stop();
      outbox.close();
      subscribers.close();
    },
  };
}
