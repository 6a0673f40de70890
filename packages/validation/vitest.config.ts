import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Property tests run thousands of cases; a busy machine must not turn them into timeouts.
    testTimeout: 60_000,
    // The test files share a worker's modules instead of each loading the catalogues and schemas
    // again: they only read them, and the one that replaces fetch and the clock puts them back.
    isolate: false,
  },
});
