import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support.ts';

test.skip(({ isMobile }) => isMobile, 'the built files do not depend on the screen: read once');

const clientDir = fileURLToPath(new URL('../build/client/', import.meta.url));

test('the content editor and the data files’ schemas add nothing to guest pages', () => {
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(html|js|css|json|webmanifest)$/.test(file),
  );
  expect(files.length).toBeGreaterThan(100);
  // Words that only the editor, the data check or the schemas' messages hold.
  const foreign = [
    'decap',
    'CMS_MANUAL_INIT',
    // The editor's preview pane.
    'registerPreviewTemplate',
    'not the page itself: the rebuilt site is the final check',
    'need mending',
    'a translation holds words only',
    'Write the price as a number',
    'Keep {year} where the year goes',
    // The Markdown parser: the build hands the pages its blocks.
    'mdast',
    'micromark',
    'Write paragraphs, lists, bold',
  ];
  const found = files.flatMap((file) => {
    const text = readFileSync(join(clientDir, file), 'utf8');
    return foreign.filter((word) => text.includes(word)).map((word) => `${file}: ${word}`);
  });
  expect(found).toEqual([]);
});
