import { themeCss, themeProblems } from '@alento/ui/theme';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { mareTokens } from './src/theme.ts';

/**
 * Maré's theme as a stylesheet the bundler treats like any other: `themeCss` writes the design
 * system's variables with Maré's tokens on `:root`, and the client imports `virtual:theme.css`.
 * A colour under WCAG AA contrast or a target under 24 px stops the build, with what is wrong.
 */
function theme(): Plugin {
  const id = 'virtual:theme.css';
  const problems = themeProblems(mareTokens);
  if (problems.length > 0)
    throw new Error(`Maré's theme fails WCAG 2.2 AA:\n- ${problems.join('\n- ')}`);
  return {
    name: 'mare:theme',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (source) => (source === `\0${id}` ? themeCss(mareTokens) : undefined),
  };
}

export default defineConfig({
  plugins: [theme()],
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    rolldownOptions: { input: 'src/entry-client.tsx' },
    manifest: true,
  },
  // The packages' modules import their stylesheets; the server build takes them through Vite.
  ssr: { noExternal: [/^@alento\//] },
});
