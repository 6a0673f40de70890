import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

describe('openDatabase', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('makes the missing folder and writes every commit to disk before returning', () => {
    const folder = mkdtempSync(join(tmpdir(), 'alento-db-'));
    folders.push(folder);
    const db = openDatabase(join(folder, 'not', 'yet', 'inbox.sqlite'));
    try {
      expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
      // 2 is FULL: the file is synced at every commit.
      expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 2 });
      expect(db.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 5000 });
    } finally {
      db.close();
    }
  });
});
