import { inboxKeeping } from '@alento/content';
import type { Outbox, OutboxEntry, OutgoingMail } from './outbox.ts';
import { requireArgument } from './missing-argument.ts';

/**
 * The sender delivers what waits in the outbox, oldest due first, and tries again later when
 * delivery fails: soon at first (a mail server restarting is back within a minute), then further
 * apart, for about two days. After the last attempt the entry stays in the outbox, marked failed,
 * where `pnpm inbox` shows it.
 */

/** The waits between attempts, in ms: the first retries come within a minute. */
export const retryDelays: readonly number[] = [
  10_000,
  30_000,
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
  12 * 60 * 60_000,
  24 * 60 * 60_000,
];

/** How long delivered mail is kept before it is deleted: the figure the privacy page states. */
export const keepDeliveredDays: number = inboxKeeping.deliveredDays;

export type Deliver = (mail: OutgoingMail, entry: OutboxEntry) => Promise<void>;

export interface SenderOptions {
  readonly outbox: Outbox;
  readonly deliver: Deliver;
  readonly delays?: readonly number[];
  /** How long an entry being sent is held from other senders; after it, it is due again. */
  readonly holdMs?: number;
  readonly keepDeliveredMs?: number;
  /** The longest the sender sleeps between looks at the outbox. */
  readonly pollMs?: number;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
}

export interface Sender {
  /** Delivers everything due now; resolves with how many were delivered. */
  deliverDue(): Promise<number>;
  /** Looks at the outbox now rather than at the next planned time (after a new entry). */
  wake(): void;
  start(): void;
  /** Stops planning; resolves when an attempt under way has ended. */
  stop(): Promise<void>;
}

export function createSender(options: SenderOptions): Sender {
  const call = 'createSender(options)';
  requireArgument(call, 'options', options, '{ outbox, deliver: smtpDelivery(url, from) }');
  requireArgument(
    call,
    'outbox',
    options.outbox,
    'the outbox the handler writes to, openOutbox(file)',
  );
  requireArgument(
    call,
    'deliver',
    options.deliver,
    'smtpDelivery(url, from), or a function that mails one message',
    'function',
  );
  const {
    outbox,
    deliver,
    delays = retryDelays,
    holdMs = 2 * 60_000,
    keepDeliveredMs = keepDeliveredDays * 24 * 60 * 60_000,
    pollMs = 60_000,
    now = Date.now,
    log = () => {},
  } = options;
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let started = false;

  const attempt = async (entry: OutboxEntry): Promise<boolean> => {
    try {
      await deliver(entry.mail, entry);
      outbox.delivered(entry.id, now());
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = delays[entry.attempts - 1];
      const retryAt = delay === undefined ? undefined : now() + delay;
      outbox.attemptFailed(entry.id, reason, retryAt);
      log(
        retryAt === undefined
          ? `inbox: ${entry.kind} ${entry.id} failed after ${String(entry.attempts)} attempts: ${reason}`
          : `inbox: ${entry.kind} ${entry.id} not delivered (${reason}); next attempt in ${String(Math.round((delay ?? 0) / 1000))} s`,
      );
      return false;
    }
  };

  const run = async (): Promise<number> => {
    let count = 0;
    outbox.purgeDelivered(now() - keepDeliveredMs);
    for (let entry = outbox.claim(now(), holdMs); entry; entry = outbox.claim(now(), holdMs))
      if (await attempt(entry)) count += 1;
    return count;
  };

  const plan = () => {
    clearTimeout(timer);
    if (!started) return;
    const due = outbox.nextDue();
    const wait = due === undefined ? pollMs : Math.min(pollMs, Math.max(0, due - now()));
    timer = setTimeout(() => void sender.deliverDue(), wait);
    timer.unref();
  };

  const sender: Sender = {
    async deliverDue() {
      // One pass at a time; a call during a pass waits for it and then looks again.
      while (running) await running;
      running = run();
      try {
        return await running;
      } finally {
        running = undefined;
        plan();
      }
    },
    wake() {
      if (started) void sender.deliverDue();
    },
    start() {
      started = true;
      void sender.deliverDue();
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      if (running) await running;
    },
  };
  return sender;
}
