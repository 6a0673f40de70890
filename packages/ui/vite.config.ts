import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

/**
 * The publishable build: ES modules with the styles extracted to one stylesheet. Inside the
 * workspace apps compile the sources instead (see package.json "exports").
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: false,
    lib: {
      entry: {
        index: 'src/index.ts',
        'themes/alento': 'src/themes/alento.css.ts',
        'themes/coastal': 'src/themes/coastal.css.ts',
        'styles/font-files': 'src/styles/font-files.ts',
        'styles/global': 'src/styles/global.ts',
      },
      formats: ['es'],
      cssFileName: 'style',
    },
    rolldownOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^@floating-ui\//],
    },
  },
});
