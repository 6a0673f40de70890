import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 for tests: keeps what it receives, refuses when told to. */
export interface TestMailServer {
  readonly url: string;
  readonly port: number;
  readonly received: string[];
  /** Refuse every mail with this reply until set to undefined. */
  refuse: string | undefined;
  close(): Promise<void>;
}

export async function startMailServer(port = 0): Promise<TestMailServer> {
  const received: string[] = [];
  const state: { refuse: string | undefined } = { refuse: undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse) {
          const error = Object.assign(new Error(state.refuse), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${String(actual)}`,
    port: actual,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(value) {
      state.refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
