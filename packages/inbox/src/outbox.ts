import { openDatabase } from './database.ts';
import { requireArgument } from './missing-argument.ts';

/**
 * The outbox: every mail the site has accepted and not yet delivered, in an SQLite file
 * (Node's built-in `node:sqlite`). A submission is stored, and committed to disk, before the
 * guest is told it was received; the sender takes it from here. Delivered mail is kept a few days
 * and then deleted; mail that could not be delivered is kept, marked failed, until someone acts.
 */

/** A mail ready to send, in plain words. */
export interface OutgoingMail {
  readonly to: string;
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  /** Headers of the site's own making (`List-Unsubscribe`), never from what a guest typed. */
  readonly headers?: Readonly<Record<string, string>>;
}

export type OutboxStatus = 'waiting' | 'delivered' | 'failed';

export interface OutboxEntry {
  /** The submission's id: the same press of "Send" twice is one entry. */
  readonly id: string;
  /** What the guest sent: `contact`, `request`, `newsletter`… */
  readonly kind: string;
  readonly mail: OutgoingMail;
  readonly status: OutboxStatus;
  /** Delivery attempts so far. */
  readonly attempts: number;
  /** When the next attempt is due (ms since the epoch). */
  readonly dueAt: number;
  readonly lastError: string | undefined;
  readonly createdAt: number;
  readonly deliveredAt: number | undefined;
}

interface Row {
  id: string;
  kind: string;
  mail: string;
  status: OutboxStatus;
  attempts: number;
  due_at: number;
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
}

const entryOf = (row: Row): OutboxEntry => ({
  id: row.id,
  kind: row.kind,
  mail: JSON.parse(row.mail) as OutgoingMail,
  status: row.status,
  attempts: row.attempts,
  dueAt: row.due_at,
  lastError: row.last_error ?? undefined,
  createdAt: row.created_at,
  deliveredAt: row.delivered_at ?? undefined,
});

export interface Outbox {
  /**
   * Stores a mail under its submission's id, durably, and says whether it is new: a second
   * submission with the same id is not stored again.
   */
  add(id: string, kind: string, mail: OutgoingMail, now?: number): { readonly added: boolean };
  /**
   * Takes the next waiting entry that is due, if any, and holds it for `holdMs` so no other
   * sender takes it meanwhile; if this process dies while sending, it is due again after that.
   */
  claim(now: number, holdMs: number): OutboxEntry | undefined;
  delivered(id: string, now: number): void;
  /** Records a failed attempt: due again at `retryAt`, or failed for good when undefined. */
  attemptFailed(id: string, error: string, retryAt: number | undefined): void;
  /** Makes a failed entry wait again, due now. */
  retry(id: string, now: number): boolean;
  /** Deletes mail delivered before `before`; returns how many. */
  purgeDelivered(before: number): number;
  /** The entries that are not delivered, oldest first. */
  pending(): readonly OutboxEntry[];
  get(id: string): OutboxEntry | undefined;
  /** When the next waiting entry is due, if any waits. */
  nextDue(): number | undefined;
  close(): void;
}

export function openOutbox(file: string): Outbox {
  requireArgument(
    'openOutbox(file)',
    'file',
    file,
    "the outbox's file, e.g. outboxFile(process.env), or ':memory:' in a test",
    'string',
  );
  // A commit is on disk when `add` returns (`openDatabase`).
  const db = openDatabase(file);
  db.exec(`
    CREATE TABLE IF NOT EXISTS outbox (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      mail TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'delivered', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      due_at INTEGER NOT NULL,
      last_error TEXT,
      created_at INTEGER NOT NULL,
      delivered_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, due_at);
  `);
  const insert = db.prepare(
    'INSERT OR IGNORE INTO outbox (id, kind, mail, due_at, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const nextWaiting = db.prepare(
    "SELECT * FROM outbox WHERE status = 'waiting' AND due_at <= ? ORDER BY due_at, created_at LIMIT 1",
  );
  const hold = db.prepare(
    "UPDATE outbox SET due_at = ?, attempts = attempts + 1 WHERE id = ? AND status = 'waiting' AND due_at <= ?",
  );
  const byId = db.prepare('SELECT * FROM outbox WHERE id = ?');
  const markDelivered = db.prepare(
    "UPDATE outbox SET status = 'delivered', delivered_at = ?, last_error = NULL WHERE id = ?",
  );
  const markRetry = db.prepare('UPDATE outbox SET due_at = ?, last_error = ? WHERE id = ?');
  const markFailed = db.prepare("UPDATE outbox SET status = 'failed', last_error = ? WHERE id = ?");
  const markWaiting = db.prepare(
    "UPDATE outbox SET status = 'waiting', due_at = ?, attempts = 0 WHERE id = ? AND status = 'failed'",
  );
  const purge = db.prepare("DELETE FROM outbox WHERE status = 'delivered' AND delivered_at < ?");
  const notDelivered = db.prepare(
    "SELECT * FROM outbox WHERE status != 'delivered' ORDER BY created_at",
  );
  const earliest = db.prepare("SELECT MIN(due_at) AS due FROM outbox WHERE status = 'waiting'");

  return {
    add(id, kind, mail, now = Date.now()) {
      const result = insert.run(id, kind, JSON.stringify(mail), now, now);
      return { added: Number(result.changes) === 1 };
    },
    claim(now, holdMs) {
      for (;;) {
        const row = nextWaiting.get(now) as Row | undefined;
        if (!row) return undefined;
        // Another sender on the same file may have taken it between the two statements.
        if (Number(hold.run(now + holdMs, row.id, now).changes) === 1)
          return entryOf({ ...row, attempts: row.attempts + 1, due_at: now + holdMs });
      }
    },
    delivered(id, now) {
      markDelivered.run(now, id);
    },
    attemptFailed(id, error, retryAt) {
      if (retryAt === undefined) markFailed.run(error, id);
      else markRetry.run(retryAt, error, id);
    },
    retry(id, now) {
      return Number(markWaiting.run(now, id).changes) === 1;
    },
    purgeDelivered(before) {
      return Number(purge.run(before).changes);
    },
    pending() {
      return (notDelivered.all() as unknown as Row[]).map(entryOf);
    },
    get(id) {
      const row = byId.get(id) as Row | undefined;
      return row && entryOf(row);
    },
    nextDue() {
      const { due } = earliest.get() as { due: number | null };
      return due ?? undefined;
    },
    close() {
      db.close();
    },
  };
}

/**
 * The outbox of a file that may not be writable yet (a data directory missing, read-only or on a
 * full disk): it opens on first use and, until it can, `add` throws, so the endpoint refuses
 * with 503 and the guest keeps what they typed, while the server goes on serving pages. Once the
 * directory is mended, the next submission opens it; no restart is needed.
 */
/** The store cannot be written just now: the guest is asked to try again (503), not told it failed. */
export class StorageUnavailable extends Error {
  override readonly name = 'StorageUnavailable';
}

/**
 * Opens a store on first use and again after each failure, logging each new reason once: the
 * part the outbox and the newsletter's list share.
 */
export function whenWritable<T extends { close(): void }>(
  file: string,
  open: (file: string) => T,
  log: (line: string) => void,
): { readonly get: () => T | undefined; readonly close: () => void } {
  let current: T | undefined;
  let reported = '';
  return {
    get() {
      if (current) return current;
      try {
        current = open(file);
        reported = '';
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (reason !== reported) log(`inbox: ${file} cannot be opened: ${reason}`);
        reported = reason;
      }
      return current;
    },
    close() {
      current?.close();
      current = undefined;
    },
  };
}

export function outboxWhenWritable(file: string, log: (line: string) => void = () => {}): Outbox {
  const store = whenWritable(file, openOutbox, log);
  const open = store.get;
  return {
    add(id, kind, mail, now) {
      const outbox = open();
      if (!outbox) throw new StorageUnavailable(`The outbox ${file} cannot be opened`);
      return outbox.add(id, kind, mail, now);
    },
    claim: (now, holdMs) => open()?.claim(now, holdMs),
    delivered: (id, now) => open()?.delivered(id, now),
    attemptFailed: (id, error, retryAt) => open()?.attemptFailed(id, error, retryAt),
    retry: (id, now) => open()?.retry(id, now) ?? false,
    purgeDelivered: (before) => open()?.purgeDelivered(before) ?? 0,
    pending: () => open()?.pending() ?? [],
    get: (id) => open()?.get(id),
    nextDue: () => open()?.nextDue(),
    close: store.close,
  };
}
