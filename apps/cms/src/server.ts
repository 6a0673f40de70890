/**
 * `pnpm cms`: the content editor on this machine. Starts Decap CMS's local backend
 * (`decap-server`, which reads and writes the data files in the working tree) and a small server
 * for the editor's page and what its preview needs, both on 127.0.0.1, and prints the editor's
 * address. Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataFiles, readData } from '@alento/content/data';
import { collectionName, dataRoot, editorConfig } from './config.ts';
import { previewFiles } from './preview-files.ts';

const adminDir = fileURLToPath(new URL('../admin/', import.meta.url));
const decapDist = join(
  dirname(fileURLToPath(import.meta.resolve('decap-cms/package.json'))),
  'dist',
);
const decapServer = join(
  dirname(fileURLToPath(import.meta.resolve('decap-server/package.json'))),
  'dist',
  'index.js',
);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

export interface EditorServerOptions {
  host?: string;
  /** The editor page's port; 0 picks a free one. */
  port?: number;
  /** The local backend's port. */
  backendPort?: number;
  /** The repository the backend writes to: this one, or a copy a test made. */
  repo?: string;
  /** Whether the backend logs each request. */
  quiet?: boolean;
}

export interface EditorServer {
  url: string;
  backendUrl: string;
  close(): Promise<void>;
}

/** Waits until the backend answers, so the editor never opens on a backend still starting. */
async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`decap-server stopped (exit ${child.exitCode})`);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'info' }),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`decap-server did not answer at ${url}`);
}

export async function startEditor(options: EditorServerOptions = {}): Promise<EditorServer> {
  const host = options.host ?? '127.0.0.1';
  const backendPort = options.backendPort ?? 8081;
  const backendUrl = `http://${host}:${backendPort}/api/v1`;
  const backend = spawn(process.execPath, [decapServer], {
    cwd: options.repo ?? repoRoot,
    env: {
      ...process.env,
      BIND_HOST: host,
      PORT: String(backendPort),
      GIT_REPO_DIRECTORY: options.repo ?? repoRoot,
      MODE: 'fs',
      LOG_LEVEL: options.quiet ? 'warn' : 'info',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(backendUrl, backend);

  const config = JSON.stringify(editorConfig({ localBackend: backendUrl }));
  const preview = previewFiles();
  const repo = options.repo ?? repoRoot;
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://editor').pathname);
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (path === '/config.json') return send(200, types['.json'] ?? '', config);
    const previewFile = preview.get(path.slice(1));
    // A record's first language as saved, for a preview first opened in another language, whose
    // entry holds that language's words only.
    const record = /^\/preview\/record\/([a-z0-9-]+)\.json$/.exec(path)?.[1];
    const recordFile = dataFiles.find((file) => collectionName(file.name) === record);
    if (previewFile || recordFile) {
      try {
        if (previewFile) return send(200, previewFile.type, previewFile.body());
        if (recordFile)
          return send(
            200,
            types['.json'] ?? '',
            JSON.stringify(readData(recordFile, undefined, join(repo, dataRoot, '/'))),
          );
      } catch (error) {
        // A file being saved, or one the data check refuses: the preview does without it.
        return send(500, 'text/plain; charset=utf-8', String(error));
      }
    }
    const file =
      path === '/' || path === '/index.html'
        ? join(adminDir, 'index.html')
        : ['/start.js', '/manual-init.js', '/preview.js'].includes(path)
          ? join(adminDir, path.slice(1))
          : join(decapDist, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(adminDir) && !file.startsWith(decapDist))
      return send(404, 'text/plain', 'Not found');
    readFile(file).then(
      (body) => send(200, types[extname(file)] ?? 'application/octet-stream', body),
      () => send(404, 'text/plain; charset=utf-8', 'Not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 4330, host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    url: `http://${host}:${port}/`,
    backendUrl,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (backend.exitCode === null) {
        const exited = new Promise((resolve) => backend.once('exit', resolve));
        backend.kill('SIGTERM');
        await exited;
      }
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const editor = await startEditor({
    port: Number(process.env.CMS_PORT ?? 4330),
    backendPort: Number(process.env.CMS_BACKEND_PORT ?? 8081),
  });
  console.log(`\nThe content editor is open at ${editor.url}\n(Ctrl+C stops it.)\n`);
  const stop = () => void editor.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
