import type { Config } from '@react-router/dev/config';
import { languageOf, pageRoutes } from '@alento/content';
import { buildLocale } from './language/plugin.ts';

const language = languageOf(buildLocale());

export default {
  appDirectory: 'app',
  // One build per language (scripts/build.ts runs them and joins them under one client folder);
  // a second build directory also lets a benchmark and a test run live side by side.
  buildDirectory: process.env.ALENTO_BUILD_DIR ?? 'build',
  // A language other than English lives under its prefix: /pt/spa is the Portuguese /spa.
  basename: `${language.prefix}/`,
  // A static site: every route is rendered to HTML at build time and hydrated in the browser.
  ssr: false,
  // The not-found page is prerendered through a path no guest uses; the build renames it 404.html.
  prerender: [...pageRoutes.map((route) => route.path), '/__not-found'],
} satisfies Config;
