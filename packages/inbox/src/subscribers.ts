import { createHash, randomBytes } from 'node:crypto';
import { openDatabase } from './database.ts';
import { StorageUnavailable, whenWritable } from './outbox.ts';

/**
 * The newsletter's list, in the outbox's SQLite file (a table of its own). A sign-up waits,
 * pending, until the guest opens the link mailed to them and confirms; a pending sign-up not
 * confirmed in time is deleted, so only confirmed addresses stay, each with its language and the
 * time it was confirmed. Only hashes of the links' tokens are stored: someone who reads the file
 * cannot confirm or remove an address with what they find in it.
 */

/** How long a confirmation link works; after it the pending sign-up is deleted. */
export const pendingDays = 7;

/** A second sign-up of a pending address within this time sends no second mail. */
export const resendAfterMinutes = 15;

export interface Subscriber {
  readonly email: string;
  /** The page's language at sign-up, a locale: the letters' language. */
  readonly language: string;
  readonly confirmedAt: number;
}

/** What a sign-up asks the caller to mail: the links' tokens, or nothing. */
export type SignUp =
  | { readonly send: true; readonly confirmToken: string; readonly unsubscribeToken: string }
  /** Already confirmed, or a mail left a moment ago: nothing is sent, and the guest is not told. */
  | { readonly send: false };

export type ConfirmResult = 'confirmed' | 'expired';

export interface Subscribers {
  signUp(email: string, language: string, now: number): SignUp;
  /** Confirms the sign-up of a link; an unknown token and an expired one read alike. */
  confirm(token: string, now: number): ConfirmResult;
  /** Deletes the address of a link, pending or confirmed; says whether one was there. */
  unsubscribe(token: string): boolean;
  /** Deletes pending sign-ups older than `pendingDays`; returns how many. */
  purgeExpired(now: number): number;
  /** The confirmed addresses, oldest first. */
  confirmed(): readonly Subscriber[];
  counts(): { readonly confirmed: number; readonly pending: number };
  close(): void;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const dayMs = 24 * 60 * 60_000;

interface Row {
  email: string;
  language: string;
  status: 'pending' | 'confirmed';
  /** When the last link was mailed: the week to confirm and the pause between mails run from it. */
  requested_at: number;
  confirmed_at: number | null;
}

export function openSubscribers(file: string): Subscribers {
  const db = openDatabase(file);
  db.exec(`
    CREATE TABLE IF NOT EXISTS newsletter_subscribers (
      email TEXT PRIMARY KEY,
      language TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
      confirm_hash TEXT UNIQUE,
      unsubscribe_hash TEXT NOT NULL UNIQUE,
      requested_at INTEGER NOT NULL,
      confirmed_at INTEGER
    );
  `);
  const byEmail = db.prepare('SELECT * FROM newsletter_subscribers WHERE email = ?');
  const insert = db.prepare(
    `INSERT INTO newsletter_subscribers
       (email, language, status, confirm_hash, unsubscribe_hash, requested_at)
     VALUES (?, ?, 'pending', ?, ?, ?)`,
  );
  const renew = db.prepare(
    `UPDATE newsletter_subscribers
     SET language = ?, confirm_hash = ?, unsubscribe_hash = ?, requested_at = ?
     WHERE email = ? AND status = 'pending'`,
  );
  const byConfirm = db.prepare('SELECT * FROM newsletter_subscribers WHERE confirm_hash = ?');
  const markConfirmed = db.prepare(
    "UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = ? WHERE email = ?",
  );
  const removeByToken = db.prepare('DELETE FROM newsletter_subscribers WHERE unsubscribe_hash = ?');
  const purge = db.prepare(
    "DELETE FROM newsletter_subscribers WHERE status = 'pending' AND requested_at < ?",
  );
  const list = db.prepare(
    "SELECT * FROM newsletter_subscribers WHERE status = 'confirmed' ORDER BY confirmed_at, email",
  );
  const count = db.prepare(
    'SELECT status, COUNT(*) AS n FROM newsletter_subscribers GROUP BY status',
  );

  const purgeExpired = (now: number) => Number(purge.run(now - pendingDays * dayMs).changes);

  return {
    signUp(email, language, now) {
      purgeExpired(now);
      const row = byEmail.get(email) as Row | undefined;
      if (row?.status === 'confirmed') return { send: false };
      if (row && now - row.requested_at < resendAfterMinutes * 60_000) return { send: false };
      const confirmToken = newToken();
      const unsubscribeToken = newToken();
      // A new link replaces the old one, and the week to confirm starts again from it.
      if (row) renew.run(language, hash(confirmToken), hash(unsubscribeToken), now, email);
      else insert.run(email, language, hash(confirmToken), hash(unsubscribeToken), now);
      return { send: true, confirmToken, unsubscribeToken };
    },
    confirm(token, now) {
      purgeExpired(now);
      const row = byConfirm.get(hash(token)) as Row | undefined;
      if (!row) return 'expired';
      // Pressing the button twice, or on a second device, is still a confirmation.
      if (row.status === 'pending') markConfirmed.run(now, row.email);
      return 'confirmed';
    },
    unsubscribe(token) {
      return Number(removeByToken.run(hash(token)).changes) > 0;
    },
    purgeExpired,
    confirmed() {
      return (list.all() as unknown as Row[]).map((row) => ({
        email: row.email,
        language: row.language,
        confirmedAt: row.confirmed_at ?? row.requested_at,
      }));
    },
    counts() {
      const rows = count.all() as unknown as { status: Row['status']; n: number }[];
      const of = (status: Row['status']) => rows.find((row) => row.status === status)?.n ?? 0;
      return { confirmed: of('confirmed'), pending: of('pending') };
    },
    close() {
      db.close();
    },
  };
}

/**
 * The list of a file that may not be writable yet: it opens on first use, and until it can, a
 * sign-up, a confirmation or an unsubscribe throws `StorageUnavailable` (the guest is asked to
 * try again) while the server goes on serving pages.
 */
export function subscribersWhenWritable(
  file: string,
  log: (line: string) => void = () => {},
): Subscribers {
  const store = whenWritable(file, openSubscribers, log);
  const open = (): Subscribers => {
    const subscribers = store.get();
    if (!subscribers) throw new StorageUnavailable(`The newsletter list ${file} cannot be opened`);
    return subscribers;
  };
  return {
    signUp: (email, language, now) => open().signUp(email, language, now),
    confirm: (token, now) => open().confirm(token, now),
    unsubscribe: (token) => open().unsubscribe(token),
    purgeExpired: (now) => store.get()?.purgeExpired(now) ?? 0,
    confirmed: () => store.get()?.confirmed() ?? [],
    counts: () => store.get()?.counts() ?? { confirmed: 0, pending: 0 },
    close: store.close,
  };
}
