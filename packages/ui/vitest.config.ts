import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, headlessShellPath } from '../../.config/chromium.ts';

const chromium = playwright({
  launchOptions: { executablePath: headlessShellPath, args: [...chromiumArgs] },
});

const browser = (name: string) => ({
  enabled: true,
  // A fresh machine optimises dependencies on the first run; give the iframe time to load.
  connectTimeout: 180_000,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const, name }],
});

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the browser, which
  // fails the first run on a fresh machine.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-dev-runtime',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'react-dom/server',
      '@testing-library/react',
      '@testing-library/user-event',
      '@testing-library/jest-dom/vitest',
      '@vanilla-extract/css',
      '@vanilla-extract/css/adapter',
      '@vanilla-extract/css/fileScope',
      '@vanilla-extract/recipes',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/dynamic',
      '@floating-ui/react',
      'storybook/test',
      'storybook/preview-api',
      '@storybook/react-vite',
      '@storybook/addon-a11y',
      '@storybook/addon-a11y/preview',
      '@storybook/addon-docs/preview',
      'axe-core',
    ],
  },
  test: {
    // Stories that draw many artworks, and an axe run per story, take seconds on a 2-core machine.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.node.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          browser: browser('unit'),
        },
      },
      {
        extends: true,
        // What needs Node rather than a page, such as type-checking the README's example.
        test: { name: 'node', include: ['src/**/*.node.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        plugins: [
          storybookTest({
            configDir: fileURLToPath(new URL('../../.storybook', import.meta.url)),
          }),
        ],
        test: { name: 'storybook', browser: browser('storybook') },
      },
    ],
  },
});
