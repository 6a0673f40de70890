import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { alentoMedia } from './media/plugin.ts';

export default defineConfig({
  // vanilla-extract must see .css.ts files before React Router's plugin compiles routes.
  plugins: [vanillaExtractPlugin(), alentoMedia(), reactRouter()],
  define: {
    // Overridable so a test can build "last year" and prove the page corrects itself.
    __BUILD_YEAR__: JSON.stringify(
      Number(process.env.ALENTO_BUILD_YEAR ?? new Date().getFullYear()),
    ),
  },
  server: { host: '127.0.0.1' },
  build: { assetsInlineLimit: 0 },
});
