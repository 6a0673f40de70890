import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint: a script that begins with this comment has all its functions
 * compiled while it downloads, on a background thread, instead of each on the main thread the
 * first time it is called (Chromium 136 and later; other engines read a comment).
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The chunk's code with the compile hint in front (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(compileHint) ? code : compileHint + code;
}

/**
 * Puts the compile hint in front of every chunk of the browser's build, once it is minified.
 *
 * A page's hydration calls most of the functions of the modules it loads (the renderer's, the
 * router's, the design system's and the page's); compiled lazily, that compiling happens on the
 * main thread inside the hydration's tasks. Every chunk gets the hint, small ones too: the design
 * system's small chunks hold a good part of what hydration calls, and the lazily loaded chunks
 * are called as soon as they arrive (a block's code, the concierge's planner). A hint is a few
 * bytes, which the heaviest pages' budget has to hold (docs/performance.md's log, 2026-11-27).
 *
 * The file name's hash is taken before; the hint changes no behaviour and is the same for every
 * build of a chunk, so a name still stands for one content. The server's chunks run in Node and
 * are left as they are.
 */
export function compileHints(): Plugin {
  return {
    name: 'alento:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // Last: the bundler's own last steps still write code at the start of a chunk (the list
      // of what a dynamic import needs), and the hint only counts in front of everything.
      order: 'post',
      handler(_, bundle) {
        if (this.environment.name !== 'client') return;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || output.code.startsWith(compileHint)) continue;
          output.code = withCompileHint(output.code);
          // A source map (`ANALYZE=1`) starts one line lower, past the hint.
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
