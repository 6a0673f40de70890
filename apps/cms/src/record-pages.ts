import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatEuros, pageRoutes } from '@alento/content';
import { readData } from '@alento/content/data';
import type { DataFile } from '@alento/content/data';
import { wordEntries } from '@alento/content/model';

/**
 * Which pages show a data file's record, read off the page-text records of the site
 * (`apps/web/e2e/page-text/`, what a guest and a guest's tools read on every page, kept current by
 * the site's page-text test): a page shows a record when its text holds words that are that
 * record's alone. So the list follows the pages as they are, and cannot drift from them.
 */

/** The English page-text records: the paths every language shares, under `en/`. */
export const pageTextDir = fileURLToPath(new URL('../../web/e2e/page-text/en/', import.meta.url));

/** The path the 404 page's record is kept under: any address that leads to no page. */
export const noPagePath = '/no-such-page';

export interface PageText {
  /** The page's path in the first language: `/booking/day-pass`, `/` for the root. */
  readonly path: string;
  readonly text: string;
}

/** Every page's text, in the route table's order, the 404 page last. */
export function readPageTexts(dir = pageTextDir): PageText[] {
  const order = [...pageRoutes.map((route) => route.path), noPagePath];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.txt'))
    .map((name) => {
      const path = `/${name.replace(/\.txt$/, '').replace(/^index$/, '')}`;
      // The accessibility tree quotes names and escapes the quotes inside them.
      return { path, text: readFileSync(join(dir, name), 'utf8').replaceAll('\\"', '"') };
    })
    .sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
}

/**
 * A piece this long is the record's wherever a page has it. A shorter one ("Alento Club") only as
 * a whole name or line of its own, and a single word ("Alento") never: a page prints many of those
 * from elsewhere.
 */
const longPiece = 30;

/**
 * The pieces of a string a page prints as they are: the text between placeholders (`{opens}`),
 * Markdown marks and the targets of links.
 */
export function piecesOf(text: string): string[] {
  return text
    .split(/\{[^{}]*\}|\]\([^)]*\)|\*\*|[[\]\n*_#]|^\s*- /m)
    .map((piece) => piece.replace(/^[\s.,:;!?]+|[\s.,:;!?]+$/g, ''))
    .filter((piece) => piece.length >= 3);
}

/** A price is shown where the page prints it whole ("€180", not "€1800"). */
function showsPrice(text: string, price: string): boolean {
  const escaped = price.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}(?![\\d.,])`).test(text);
}

function shows(text: string, piece: string): boolean {
  if (piece.length >= longPiece) return text.includes(piece);
  if (!piece.includes(' ')) return false;
  return text.includes(`"${piece}"`) || text.includes(`: ${piece}\n`);
}

function showsPiece(text: string, piece: Piece): boolean {
  return piece.price ? showsPrice(text, piece.text) : shows(text, piece.text);
}

interface Piece {
  readonly text: string;
  readonly price: boolean;
}

/** What stands for a record on a page: the pieces of its words, or for prices, the prices written. */
function piecesOfRecord(file: DataFile, record: unknown): Piece[] {
  if (file.translated)
    return wordEntries(file.schema, record).flatMap((entry) =>
      piecesOf(entry.text).map((text) => ({ text, price: false })),
    );
  const prices: Piece[] = [];
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value))
      if (key === 'euros' && typeof item === 'number')
        prices.push({ text: formatEuros(item, 'en-GB'), price: true });
      else walk(item);
  };
  walk(record);
  return prices;
}

/**
 * For each data file, the paths of the pages that show it, in the route table's order. A piece of
 * words that two records share says nothing of which one a page shows, so it is left out.
 */
export function recordPages(
  files: readonly DataFile[],
  pages: readonly PageText[] = readPageTexts(),
  read: (file: DataFile) => unknown = (file) => readData(file),
): Record<string, string[]> {
  const pieces = new Map(files.map((file) => [file.name, piecesOfRecord(file, read(file))]));
  const owners = new Map<string, Set<string>>();
  for (const [name, own] of pieces)
    for (const piece of own)
      owners.set(piece.text, (owners.get(piece.text) ?? new Set()).add(name));
  return Object.fromEntries(
    [...pieces].map(([name, own]): [string, string[]] => {
      const unique = own.filter((piece) => owners.get(piece.text)?.size === 1);
      const found = pages.filter((page) => unique.some((piece) => showsPiece(page.text, piece)));
      if (found.length > 0) return [name, found.map((page) => page.path)];
      // A record whose own words no page prints alone (the header's links are also the pages'
      // headings) is found where most of its words are.
      const matchable = own.filter((piece) => piece.price || piece.text.includes(' '));
      const count = (page: PageText) =>
        matchable.filter((piece) => showsPiece(page.text, piece)).length;
      const enough = Math.max(Math.ceil(matchable.length / 2), Math.min(matchable.length, 2));
      const most = pages.filter((page) => enough > 0 && count(page) >= enough);
      return [name, most.map((page) => page.path)];
    }),
  );
}
