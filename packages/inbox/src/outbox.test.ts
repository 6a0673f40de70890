import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openOutbox } from './outbox.ts';

const mail = { to: 'hello@alento.example', subject: 'Website message: Rooms', text: 'Hello' };
const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'alento-outbox-'));
  dirs.push(dir);
  return join(dir, 'nested', 'outbox.sqlite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the outbox', () => {
  it('keeps a submission once, however often it is sent, and across reopening', () => {
    const file = fresh();
    const outbox = openOutbox(file);
    expect(outbox.add('contact:a1', 'contact', mail, 1000)).toEqual({ added: true });
    expect(outbox.add('contact:a1', 'contact', mail, 2000)).toEqual({ added: false });
    outbox.close();
    const again = openOutbox(file);
    expect(again.pending().map((entry) => [entry.id, entry.status, entry.mail])).toEqual([
      ['contact:a1', 'waiting', mail],
    ]);
    again.close();
  });

  it('holds a claimed entry from other senders until its hold ends', () => {
    const file = fresh();
    const first = openOutbox(file);
    const second = openOutbox(file);
    first.add('contact:a1', 'contact', mail, 1000);
    expect(first.claim(1000, 60_000)?.attempts).toBe(1);
    expect(second.claim(1000, 60_000)).toBeUndefined();
    // The first sender died while sending: after the hold, the entry is due again.
    expect(second.claim(61_000, 60_000)?.attempts).toBe(2);
    first.close();
    second.close();
  });

  it('plans a retry, marks a failure kept with its reason, and can retry it by hand', () => {
    const outbox = openOutbox(fresh());
    outbox.add('contact:a1', 'contact', mail, 0);
    outbox.claim(0, 1000);
    outbox.attemptFailed('contact:a1', 'connect ECONNREFUSED', 5000);
    expect(outbox.claim(4999, 1000)).toBeUndefined();
    expect(outbox.nextDue()).toBe(5000);
    outbox.claim(5000, 1000);
    outbox.attemptFailed('contact:a1', '550 mailbox unavailable', undefined);
    expect(outbox.get('contact:a1')).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: '550 mailbox unavailable',
    });
    expect(outbox.nextDue()).toBeUndefined();
    expect(outbox.retry('contact:a1', 9000)).toBe(true);
    expect(outbox.claim(9000, 1000)).toMatchObject({ id: 'contact:a1', attempts: 1 });
    outbox.close();
  });

  it('deletes delivered mail only after its keeping time', () => {
    const outbox = openOutbox(fresh());
    outbox.add('contact:old', 'contact', mail, 0);
    outbox.add('contact:new', 'contact', mail, 0);
    outbox.add('contact:waits', 'contact', mail, 0);
    outbox.delivered('contact:old', 100);
    outbox.delivered('contact:new', 900);
    expect(outbox.purgeDelivered(500)).toBe(1);
    expect(outbox.get('contact:old')).toBeUndefined();
    expect(outbox.get('contact:new')?.status).toBe('delivered');
    expect(outbox.pending().map((entry) => entry.id)).toEqual(['contact:waits']);
    outbox.close();
  });
});
