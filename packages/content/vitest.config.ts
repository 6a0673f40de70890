import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    // The data and XLIFF tests read and write every record in three languages on a copy; a busy
    // two-core machine must not turn them into timeouts.
    testTimeout: 60_000,
  },
});
