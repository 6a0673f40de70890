import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    // The test files share a worker's modules instead of each loading the records and schemas
    // again: they only read them, and the setup file puts the English build back before each file.
    isolate: false,
    // The data and XLIFF tests read and write every record in three languages on a copy; a busy
    // two-core machine must not turn them into timeouts.
    testTimeout: 60_000,
  },
});
