import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Unit tests of the app's own logic (pure modules under app, the build scripts and the
// server's headers); pages are tested end to end. The plugin lets a test import @alento/ui, whose
// styles are vanilla-extract files.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: [
      'app/**/*.test.ts',
      'media/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'test/**/*.test.ts',
    ],
  },
});
