import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

/**
 * The publishable build: one ES module per source module (`preserveModules`), and each module's
 * styles in a stylesheet beside it that the module imports. A consumer's bundler that takes
 * `Button` from the barrel follows `Button.js` → `Button.css.js` → `Button.css` and leaves every
 * other part, and its CSS, out. Inside the workspace apps compile the sources instead (see
 * package.json "exports").
 */

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

// What a consumer installs stays an import. The font files are devDependencies, compiled in:
// their `?url` imports and `url()`s become data URLs (library builds inline every asset), so a
// consumer needs neither the font packages nor a loader for woff2 files.
const external = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
const isExternal = (id: string) =>
  external.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Library builds write each chunk's CSS to a file but do not import it from the chunk (Vite leaves
 * an `empty css` comment where the import was). This puts the import back, relative to the chunk.
 */
function importOwnStylesheets(): Plugin {
  return {
    name: 'alento:import-own-stylesheets',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.viteMetadata?.importedCss.size) continue;
          const from = posix.dirname(chunk.fileName);
          const imports = [...chunk.viteMetadata.importedCss].map((css) => {
            const path = posix.relative(from, css);
            return `import '${path.startsWith('.') ? path : `./${path}`}';\n`;
          });
          chunk.code = imports.join('') + chunk.code;
        }
      },
    },
  };
}

/**
 * `@alento/ui/global` is imported for its styles and exports nothing. tsc would declare it with
 * its stylesheet imports, which no type resolution can follow, so it is left out of the
 * declaration build (tsconfig.build.json) and declared here.
 */
function declareGlobalStyles(): Plugin {
  return {
    name: 'alento:declare-global-styles',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'styles/global.d.ts', source: 'export {};\n' });
    },
  };
}

export default defineConfig({
  plugins: [vanillaExtractPlugin(), importOwnStylesheets(), declareGlobalStyles()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        theme: 'src/theme.ts',
        'themes/alento': 'src/themes/alento.css.ts',
        'themes/coastal': 'src/themes/coastal.css.ts',
        'styles/font-files': 'src/styles/font-files.ts',
        'styles/global': 'src/styles/global.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        // A compiled-in font keeps its file's name, under `fonts/` rather than a `node_modules`
        // path, which a packed tarball would leave out.
        entryFileNames: (chunk) =>
          chunk.name.includes('node_modules/')
            ? `fonts/${posix.basename(chunk.name)}.js`
            : '[name].js',
        // `Button/Button.css.ts.vanilla.css` is written as `Button/Button.css`.
        assetFileNames: ({ names }) =>
          names[0]?.endsWith('.css.ts.vanilla.css')
            ? names[0].replace(/\.css\.ts\.vanilla\.css$/, '.css')
            : '[name][extname]',
      },
    },
  },
});
