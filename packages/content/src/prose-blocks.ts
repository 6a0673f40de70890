import { fillPlaceholders } from './placeholders.ts';

/**
 * Long prose as the pages receive it: the team writes Markdown in the data files, and the build
 * hands the pages these blocks, already parsed, so no Markdown parser reaches a guest's browser.
 * Only what the editor offers is here: paragraphs, bulleted lists, bold, italics and links.
 */

export type ProseInline =
  | { readonly type: 'text'; readonly value: string }
  | { readonly type: 'strong'; readonly children: readonly ProseInline[] }
  | { readonly type: 'emphasis'; readonly children: readonly ProseInline[] }
  | { readonly type: 'link'; readonly href: string; readonly children: readonly ProseInline[] };

export type ProseBlock =
  | { readonly type: 'paragraph'; readonly children: readonly ProseInline[] }
  | { readonly type: 'list'; readonly items: readonly (readonly ProseInline[])[] };

export type Prose = readonly ProseBlock[];

type Figures = Parameters<typeof fillPlaceholders>[1];

/**
 * A Markdown field as a module received it. The site's build and the tests serve it parsed; a
 * tool that imports the JSON without them (the build's own config, a script in Node) gets the
 * Markdown text, read here as plain paragraphs without parsing, which is enough for what such
 * tools need (routes, languages, ids), never for what a guest reads.
 */
export function asProse(value: Prose | string): Prose {
  if (typeof value !== 'string') return value;
  return value
    .split(/\n\s*\n/)
    .map((paragraph) => ({ type: 'paragraph', children: [{ type: 'text', value: paragraph }] }));
}

function fillInline(
  parts: readonly ProseInline[],
  figures: Figures,
  locale?: string,
): ProseInline[] {
  return parts.map((part) =>
    part.type === 'text'
      ? { type: 'text', value: fillPlaceholders(part.value, figures, locale) }
      : { ...part, children: fillInline(part.children, figures, locale) },
  );
}

/**
 * The prose with its placeholders filled in, in its text parts (a link's address is kept). Prose
 * without placeholders needs no figures; a placeholder left without one is named in the error.
 */
export function fillProse(prose: Prose, figures: Figures = {}, locale?: string): Prose {
  return prose.map((block) =>
    block.type === 'paragraph'
      ? { type: 'paragraph', children: fillInline(block.children, figures, locale) }
      : { type: 'list', items: block.items.map((item) => fillInline(item, figures, locale)) },
  );
}

const inlineText = (parts: readonly ProseInline[]): string =>
  parts.map((part) => (part.type === 'text' ? part.value : inlineText(part.children))).join('');

/** The prose's words without their marks, paragraphs and list items on lines of their own. */
export function proseText(prose: Prose): string {
  return prose
    .flatMap((block) =>
      block.type === 'paragraph' ? [inlineText(block.children)] : block.items.map(inlineText),
    )
    .join('\n');
}
