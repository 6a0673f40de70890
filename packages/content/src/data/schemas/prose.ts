import * as v from 'valibot';
import { text, withPlaceholders, words } from './common.ts';
import { markdownProblem } from '../markdown.ts';

/**
 * The parts of the long pages written as prose (the accessibility statement, the privacy page,
 * the spa's safety page and house rules): headings, and paragraphs each with a hint that says
 * what it is for.
 */

export const heading = (title = 'Heading') => words(v.pipe(text, v.maxLength(80), v.title(title)));

/** A paragraph: the limit is generous, the hint says what the paragraph is for. */
export const paragraph = (
  title: string,
  hint: string,
  maxLength: number,
  placeholders: readonly string[] = [],
) =>
  words(
    v.pipe(
      text,
      v.maxLength(maxLength),
      withPlaceholders(placeholders),
      v.title(title),
      v.description(
        placeholders.length > 0
          ? `${hint}. Placeholders the page fills in: ${placeholders.map((name) => `{${name}}`).join(', ')}`
          : hint,
      ),
    ),
  );

/** A short label the page shows or reads aloud. */
export const label = (title: string, hint: string, maxLength = 40) =>
  words(v.pipe(text, v.maxLength(maxLength), v.title(title), v.description(hint)));

/** A list of paragraphs, in the order the page shows them. */
export const paragraphs = (
  title: string,
  hint: string,
  maxLength: number,
  placeholders: readonly string[] = [],
) =>
  v.pipe(
    v.array(paragraph('Paragraph', hint, maxLength, placeholders)),
    v.minLength(1),
    v.title(title),
    v.metadata({ item: 'paragraph' }),
    v.description(hint),
  );

/** A list of points, each a short title and its text. */
export const points = (
  title: string,
  hint: string,
  maxLength: number,
  placeholders: readonly string[] = [],
) =>
  v.pipe(
    v.array(
      v.object({
        title: words(v.pipe(text, v.maxLength(80), v.title('Title'))),
        text: paragraph('Text', hint, maxLength, placeholders),
      }),
    ),
    v.minLength(1),
    v.title(title),
    v.metadata({ item: 'point' }),
    v.description(hint),
  );

/**
 * Long prose in Markdown: paragraphs split by a blank line, bulleted lists, bold, italics and
 * links, and nothing else (the check names what it found). The editor shows it with a small
 * toolbar; the build hands the pages its blocks already parsed (`data/markdown.ts`).
 */
export const markdown = (
  title: string,
  hint: string,
  maxLength: number,
  placeholders: readonly string[] = [],
  placeholdersHint?: string,
) =>
  words(
    v.pipe(
      text,
      v.maxLength(maxLength),
      withPlaceholders(placeholders),
      v.check(
        (value: string) => markdownProblem(value) === undefined,
        (issue) =>
          markdownProblem(String(issue.input)) ??
          'Write paragraphs, lists, bold, italics and links only',
      ),
      v.title(title),
      v.description(
        placeholdersHint
          ? `${hint}. ${placeholdersHint}`
          : placeholders.length > 0
            ? `${hint}. Placeholders the page fills in: ${placeholders.map((name) => `{${name}}`).join(', ')}`
            : hint,
      ),
      v.metadata({ prose: true }),
    ),
  );
