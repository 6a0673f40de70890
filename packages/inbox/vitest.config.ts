import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The tests talk to real SMTP servers and databases on this machine; a busy machine is slow.
    testTimeout: 30_000,
  },
});
