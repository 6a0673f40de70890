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

// What a consumer installs stays an import. The font files are devDependencies, compiled in: they
// ship as files of the package (`fonts/*.woff2`, see `shipFontFiles`), so a consumer needs
// neither the font packages nor a loader of its own for woff2 files.
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

/**
 * A library build inlines every asset, so the two font files would reach a consumer as data URLs
 * inside `styles/fonts.css` (a large stylesheet that blocks the first paint, and the faces
 * downloaded whether a page uses them or not) and inside the `@alento/ui/fonts` modules. This
 * writes each face as a file of its own, `fonts/<name>.woff2`, and points both at it: the
 * stylesheet with a relative `url()`, the module with `new URL('./<name>.woff2', import.meta.url)`.
 * A consumer's bundler (Vite, Rollup, webpack) copies and fingerprints the files, and a browser
 * fetches a face only when text uses it.
 */
function shipFontFiles(): Plugin {
  const dataUrl = /data:font\/woff2;base64,([A-Za-z0-9+/=]+)/;
  return {
    name: 'alento:ship-font-files',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = new Map<string, string>();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.fileName.endsWith('.woff2_url.js')) continue;
          const data = dataUrl.exec(chunk.code)?.[1];
          if (!data) continue;
          const name = posix.basename(chunk.fileName, '_url.js');
          const fileName = posix.join(posix.dirname(chunk.fileName), name);
          this.emitFile({ type: 'asset', fileName, source: Buffer.from(data, 'base64') });
          files.set(data, fileName);
          chunk.code = chunk.code.replace(
            `"data:font/woff2;base64,${data}"`,
            `new URL(${JSON.stringify(`./${name}`)}, import.meta.url).href`,
          );
        }
        for (const asset of Object.values(bundle)) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
          let css = String(asset.source);
          for (const [data, fileName] of files) {
            const path = posix.relative(posix.dirname(asset.fileName), fileName);
            css = css.replaceAll(`data:font/woff2;base64,${data}`, path);
          }
          if (dataUrl.test(css)) this.error(`${asset.fileName} still inlines a font file`);
          asset.source = css;
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [vanillaExtractPlugin(), importOwnStylesheets(), declareGlobalStyles(), shipFontFiles()],
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
