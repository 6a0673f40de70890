import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pageRoutes } from '@alento/content';
import { dataFiles } from '@alento/content/data';
import type { DataFile } from '@alento/content/data';
import { words } from '@alento/content/model';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { noPagePath, pageTextDir, piecesOf, readPageTexts, recordPages } from './record-pages.ts';

const map = recordPages(dataFiles);

describe('which pages show a record, read off the pages’ text', () => {
  it('reads a page-text record for every page of the route table, and the 404 page', () => {
    const paths = readPageTexts().map((page) => page.path);
    expect(paths).toEqual([...pageRoutes.map((route) => route.path), noPagePath]);
    expect(existsSync(join(pageTextDir, 'booking', 'day-pass.txt'))).toBe(true);
  });

  it('names pages of the route table only, for every data file', () => {
    const paths = new Set([...pageRoutes.map((route) => route.path), noPagePath]);
    expect(Object.keys(map).sort()).toEqual(dataFiles.map((file) => file.name).sort());
    for (const [name, pages] of Object.entries(map))
      for (const path of pages) expect(paths, `${name}: ${path}`).toContain(path);
  });

  it('finds a page’s own record on it, and a shared record on each page that shows it', () => {
    expect(map['menus/restaurant/restaurant']).toEqual(['/restaurant-menu']);
    expect(map['pages/spa/safety/safety']).toEqual(['/spa/safety']);
    expect(map['faq/faq']).toContain('/faq');
    expect(map['pages/not-found/not-found']).toEqual([noPagePath]);
    // The resort's name and contacts are in every page's footer.
    expect(map['site/site']).toHaveLength(pageRoutes.length + 1);
    // Prices have no words: they are found where the pages print them.
    expect(map['prices/prices']).toEqual(
      expect.arrayContaining(['/home', '/booking', '/booking/day-pass', '/booking/packages']),
    );
    expect(map['prices/prices']).not.toContain('/privacy');
  });

  it('cuts the words at placeholders, Markdown marks and link targets', () => {
    expect(
      piecesOf('The circuit opens at {opens}. Ask **our hosts** or [write to us](/contact).'),
    ).toEqual(['The circuit opens at', 'Ask', 'our hosts', 'write to us']);
  });

  it('leaves out words two records share, which say nothing of which one a page shows', () => {
    const file = (name: string): DataFile => ({
      name,
      label: name,
      description: name,
      schema: v.object({ text: words(v.string()) }),
      translated: true,
    });
    const pages = [
      { path: '/spa', text: 'heading "Welcome to the thermal circuit"\n' },
      { path: '/faq', text: 'heading "Questions guests ask before they come"\n' },
    ];
    const records: Record<string, { text: string }> = {
      'a/a': { text: 'Welcome to the thermal circuit' },
      'b/b': { text: 'Welcome to the thermal circuit' },
      'c/c': { text: 'Questions guests ask before they come' },
    };
    const files = Object.keys(records).map(file);
    expect(recordPages(files, pages, (each) => records[each.name])).toEqual({
      'a/a': [],
      'b/b': [],
      'c/c': ['/faq'],
    });
  });
});
