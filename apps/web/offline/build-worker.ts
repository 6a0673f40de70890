/**
 * Builds the service worker (`offline/service-worker.ts`) into one classic script, minified, with
 * the offline set it precaches written in: a worker is a single file a browser re-checks on
 * each navigation, so a new offline set is a new worker.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { PrecacheEntry } from './offline-set.ts';

export interface WorkerSettings {
  readonly cachePrefix: string;
  readonly precache: readonly PrecacheEntry[];
  readonly offlinePages: Readonly<Record<string, string>>;
  readonly networkTimeoutSeconds: number;
}

const source = fileURLToPath(new URL('./service-worker.ts', import.meta.url));

export async function buildServiceWorker(file: string, settings: WorkerSettings): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'alento-sw-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      define: {
        __OFFLINE_SET__: JSON.stringify(settings),
        // Workbox's messages for developers stay out of the guests' worker.
        'process.env.NODE_ENV': JSON.stringify('production'),
      },
      build: {
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: true,
        rollupOptions: {
          input: source,
          output: { format: 'iife', entryFileNames: 'sw.js', codeSplitting: false },
        },
      },
    });
    copyFileSync(join(outDir, 'sw.js'), file);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
