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

/** A received mail's header block and its body, decoded from quoted-printable when it is so. */
export function readMail(raw: string): { headers: string; body: string } {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const headers = text.slice(0, split);
  const body = text.slice(split + 2);
  if (!/^Content-Transfer-Encoding: quoted-printable$/im.test(headers)) return { headers, body };
  const bytes = body
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/g, '%25');
  return { headers, body: decodeURIComponent(bytes) };
}

/** A header's value as a person reads it: folded lines joined, encoded words (RFC 2047) decoded. */
export function headerValue(headers: string, name: string): string | undefined {
  const unfolded = headers.replace(/\n[ \t]+/g, ' ');
  const line = new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1];
  return line
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => `%${hex}`),
          ),
    );
}
