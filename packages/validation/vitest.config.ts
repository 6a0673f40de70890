import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Property tests run thousands of cases; a busy machine must not turn them into timeouts.
    testTimeout: 60_000,
  },
});
