import type { Config } from '@react-router/dev/config';
import { pageRoutes } from '@alento/content';

export default {
  appDirectory: 'app',
  // A second build directory lets two builds (say, a benchmark and a test run) live side by side.
  buildDirectory: process.env.ALENTO_BUILD_DIR ?? 'build',
  // A static site: every route is rendered to HTML at build time and hydrated in the browser.
  ssr: false,
  // The not-found page is prerendered through a path no guest uses; the build renames it 404.html.
  prerender: [...pageRoutes.map((route) => route.path), '/__not-found'],
} satisfies Config;
