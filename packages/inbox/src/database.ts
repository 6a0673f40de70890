import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The inbox's SQLite file (Node's built-in `node:sqlite`), opened the one way the outbox and the
 * newsletter's list both need: its folder made if missing, WAL with full sync so a commit is on
 * disk when a write returns and a reader never blocks it, and a wait rather than an error while
 * the other connection writes. `:memory:` opens a database that lives only in the process.
 */
export function openDatabase(file: string): DatabaseSync {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA busy_timeout = 5000;
  `);
  return db;
}
