/**
 * The inbox under load, against the built site served by its own server: 200 connections post
 * the contact form for 30 seconds from 200 addresses (behind a trusted proxy), each allowed two
 * messages in 15 minutes. Every answer must be a 202 or the intended 429; pages must go
 * on being served meanwhile; and every accepted message must reach the real SMTP server exactly
 * once. Node's fetch opens as many connections to one origin as there are requests in flight.
 * Run by `pnpm test:e2e` after the browser tests, alone, so it measures nothing else.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { headerValue, readMail } from '../../../packages/inbox/test/smtp.ts';
import { startSiteWithInbox } from '../e2e/site-with-inbox.ts';

const clients = 200;
const seconds = 30;
const allowed = 2;

test(`${String(clients)} connections posting for ${String(seconds)} s: only 202 and 429, pages served, nothing lost`, async () => {
  // Two messages an address (the limit is configuration) keep the wait for delivery short.
  const site = await startSiteWithInbox({
    TRUST_PROXY: '1',
    INBOX_RATE_LIMIT: `${String(allowed)}/15m`,
  });
  try {
    const statuses = new Map<string, number>();
    const accepted: string[] = [];
    const latencies: number[] = [];
    const until = Date.now() + seconds * 1000;

    const client = async (n: number) => {
      const address = `10.0.${String(Math.floor(n / 250))}.${String((n % 250) + 1)}`;
      for (let sent = 0; Date.now() < until; sent += 1) {
        const id = `load-${String(n)}-${String(sent)}-0000`;
        const started = performance.now();
        let answer: string;
        try {
          const response = await fetch(`${site.base}/api/contact`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Origin: site.base,
              'X-Forwarded-For': address,
            },
            body: JSON.stringify({
              id,
              language: 'en-GB',
              firstName: 'Load',
              lastName: 'Visitor',
              email: `guest${String(n)}@example.org`,
              subject: `Message ${String(sent)}`,
              message: 'A question about the thermal circuit, sent under load.',
            }),
          });
          await response.arrayBuffer();
          answer = String(response.status);
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause;
          answer = `no answer (${cause?.code ?? String(error)})`;
        }
        latencies.push(performance.now() - started);
        statuses.set(answer, (statuses.get(answer) ?? 0) + 1);
        if (answer === '202') accepted.push(id);
      }
    };

    const pageTimes: number[] = [];
    const pages = async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const response = await fetch(`${site.base}/spa`);
        assert.equal(response.status, 200, 'a page answered during the load');
        assert.match(await response.text(), /<h1/);
        pageTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };

    await Promise.all([...Array.from({ length: clients }, (_, n) => client(n)), pages()]);

    const answered = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    assert.deepEqual(
      [...statuses.keys()].sort(),
      ['202', '429'],
      `answers: ${JSON.stringify([...statuses])}; the server said:\n${site.output().slice(-3000)}`,
    );
    assert.equal(accepted.length, clients * allowed, 'each address is allowed its messages');
    // Each accepted message is written to disk before its answer, which holds the server a moment;
    // pages wait their turn but are served.
    assert.ok(pageTimes.length >= seconds / 3, `pages served: ${String(pageTimes.length)}`);

    // Every accepted message arrives, once.
    const deadline = Date.now() + 180_000;
    while (site.mail.received.length < accepted.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 500));
    const delivered = site.mail.received.map(
      (raw) =>
        headerValue(readMail(raw).headers, 'Message-ID')?.replace(/^<contact\.|@.*$/g, '') ?? '',
    );
    assert.equal(new Set(delivered).size, delivered.length, 'no message arrived twice');
    assert.deepEqual(new Set(delivered), new Set(accepted), 'every accepted message arrived');

    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const at = (values: number[], q: number) =>
      sorted(values)[Math.floor((values.length - 1) * q)] ?? 0;
    console.log(
      [
        `answers: ${String(answered)} in ${String(seconds)} s (${JSON.stringify(Object.fromEntries(statuses))})`,
        `answer time: median ${at(latencies, 0.5).toFixed(0)} ms, 99th ${at(latencies, 0.99).toFixed(0)} ms`,
        `pages during the load: ${String(pageTimes.length)}, median ${at(pageTimes, 0.5).toFixed(0)} ms, slowest ${at(pageTimes, 1).toFixed(0)} ms`,
        `accepted ${String(accepted.length)}, delivered ${String(delivered.length)}, duplicated 0, lost 0`,
      ].join('\n'),
    );
  } finally {
    await site.stop();
  }
});
