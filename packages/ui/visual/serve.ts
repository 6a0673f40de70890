/**
 * Serves the static Storybook build (storybook-static at the repository root) on 127.0.0.1
 * for the screenshot tests. Files never change during a run, so they are cached as immutable:
 * a font fetched once is reused by every later story.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = fileURLToPath(new URL('../../../storybook-static', import.meta.url));
const port = Number(process.env.VISUAL_PORT ?? 6180);

const files = sirv(root, { dev: false, etag: true, maxAge: 31_536_000, immutable: true });

createServer((request, response) => {
  files(request, response, () => {
    response.statusCode = 404;
    response.end('Not found');
  });
}).listen(port, '127.0.0.1', () => {
  console.log(`Storybook build served at http://127.0.0.1:${port}/`);
});
