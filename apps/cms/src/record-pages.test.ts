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
    expect(map['faq/faq']).toEqual(['/contact', '/faq']);
    expect(map['pages/booking/day-pass/day-pass']).toEqual(['/booking', '/booking/day-pass']);
    // The header's links are the pages' own headings too; the header is on every guest page.
    expect(map['navigation/navigation']).toContain('/spa/safety');
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

  it('leaves out words two records share, unless a record has no words of its own', () => {
    const file = (name: string): DataFile => ({
      name,
      label: name,
      description: name,
      schema: v.object({ text: words(v.string()), more: words(v.string()) }),
      translated: true,
    });
    const welcome = 'Welcome to the thermal circuit';
    const steam = 'Steam rises from the stone pools at dawn';
    const questions = 'Questions guests ask before they come';
    const pages = [
      { path: '/spa', text: `heading "${welcome}"\nparagraph: ${steam}\n` },
      { path: '/faq', text: `heading "${welcome}"\nparagraph: ${questions}\n` },
      { path: '/home', text: `heading "${welcome}"\n` },
    ];
    const records: Record<string, { text: string; more: string }> = {
      'spa/spa': { text: welcome, more: steam },
      'faq/faq': { text: welcome, more: questions },
      // Every word of it is another record's too: it is found where most of them are.
      'shared/shared': { text: welcome, more: questions },
    };
    const files = Object.keys(records).map(file);
    expect(recordPages(files, pages, (each) => records[each.name])).toEqual({
      'spa/spa': ['/spa'],
      'faq/faq': ['/faq'],
      'shared/shared': ['/faq'],
    });
  });
});
