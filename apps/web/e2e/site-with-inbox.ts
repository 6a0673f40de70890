import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailServer } from '../../../packages/inbox/test/smtp.ts';
import type { TestMailServer } from '../../../packages/inbox/test/smtp.ts';

/**
 * The site's own server with its inbox, started for a spec: a real SMTP server on 127.0.0.1 that
 * keeps what it receives, and an outbox in a fresh data directory. Both stop with `stop()`.
 */
export interface SiteWithInbox {
  readonly base: string;
  readonly mail: TestMailServer;
  readonly dataDir: string;
  /** What the server printed, for a test that reads its log. */
  readonly output: () => string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startSiteWithInbox(env: Record<string, string> = {}): Promise<SiteWithInbox> {
  const mail = await startMailServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'alento-inbox-e2e-'));
  const port = await freePort();
  let output = '';
  const site = spawn(process.execPath, ['server/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_URL: mail.url,
      INBOX_TO: 'reservas@alento.example',
      ALENTO_DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    site.on('error', reject);
    site.on('exit', (code) => reject(new Error(`The site stopped (${String(code)}):\n${output}`)));
    site.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('being served')) resolve();
    });
  });
  return {
    base: `http://127.0.0.1:${String(port)}`,
    mail,
    dataDir,
    output: () => output,
    async stop() {
      const exited = new Promise((resolve) => site.once('exit', resolve));
      site.kill();
      await exited;
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
