/**
 * The inbox alone in a Node process, as the site's server runs it, for the test that kills it:
 * prints its port when it listens.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inboxFromEnv, serveInbox } from '../src/index.ts';

const inbox = inboxFromEnv();
const server = createServer((req, res) => void serveInbox(inbox.handler, req, res));
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${String((server.address() as AddressInfo).port)}`);
});
