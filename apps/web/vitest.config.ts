import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { contentData } from './language/plugin.ts';

// Unit tests of the app's own logic (pure modules under app, the build scripts and the
// server's headers); pages are tested end to end. The plugins let a test import @alento/ui, whose
// styles are vanilla-extract files, and @alento/content as the English build reads its data files.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), contentData('en-GB')],
  test: {
    include: [
      'app/**/*.test.ts',
      'media/**/*.test.ts',
      'offline/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'test/**/*.test.ts',
    ],
  },
});
