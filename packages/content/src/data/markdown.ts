import { fromMarkdown } from 'mdast-util-from-markdown';
import * as v from 'valibot';
import type { Prose, ProseBlock, ProseInline } from '../prose-blocks.ts';

/**
 * The team's Markdown, parsed when the site is built (and when the data is checked) into the
 * blocks the pages render (`prose-blocks.ts`). Only what the editor's toolbar offers is accepted:
 * paragraphs, bulleted lists, bold, italics and links; anything else is named, so the team knows
 * what to take out.
 */

type Root = ReturnType<typeof fromMarkdown>;
type Node = Root['children'][number] | Root;
type AnyNode = { type: string; children?: AnyNode[]; value?: string; url?: string } & Partial<{
  ordered: boolean | null;
}>;

const refused: Record<string, string> = {
  heading: 'a heading',
  image: 'an image',
  imageReference: 'an image',
  html: 'HTML',
  code: 'code',
  inlineCode: 'code',
  blockquote: 'a quotation',
  thematicBreak: 'a dividing line',
  break: 'a line break',
  linkReference: 'a link written as a reference',
  definition: 'a link written as a reference',
};

class Refused extends Error {}

const what = (node: AnyNode) => refused[node.type] ?? `a ${node.type}`;

function inline(nodes: readonly AnyNode[]): ProseInline[] {
  return nodes.map((node): ProseInline => {
    switch (node.type) {
      case 'text':
        return { type: 'text', value: node.value ?? '' };
      case 'strong':
      case 'emphasis':
        return { type: node.type, children: inline(node.children ?? []) };
      case 'link':
        return { type: 'link', href: node.url ?? '', children: inline(node.children ?? []) };
      default:
        throw new Refused(what(node));
    }
  });
}

function block(node: AnyNode): ProseBlock {
  if (node.type === 'paragraph')
    return { type: 'paragraph', children: inline(node.children ?? []) };
  if (node.type === 'list') {
    if (node.ordered) throw new Refused('a numbered list');
    return {
      type: 'list',
      items: (node.children ?? []).map((item) => {
        const [only, ...more] = item.children ?? [];
        if (!only || only.type !== 'paragraph') throw new Refused(what(only ?? item));
        if (more.length > 0) throw new Refused(what(more[0]!));
        return inline(only.children ?? []);
      }),
    };
  }
  throw new Refused(what(node));
}

/** The blocks of a Markdown text, or what it holds that the pages do not show. */
export function parseMarkdown(markdown: string): { prose: Prose } | { refused: string } {
  const root: Node = fromMarkdown(markdown);
  try {
    return { prose: (root.children as AnyNode[]).map(block) };
  } catch (error) {
    if (error instanceof Refused) return { refused: error.message };
    throw error;
  }
}

/** The data check's message for Markdown the pages cannot show; undefined when it is fine. */
export function markdownProblem(markdown: string): string | undefined {
  const parsed = parseMarkdown(markdown);
  return 'refused' in parsed
    ? `Write paragraphs, lists, bold, italics and links only, found ${parsed.refused}`
    : undefined;
}

type SchemaNode = v.GenericSchema & {
  readonly type: string;
  readonly entries?: Record<string, SchemaNode>;
  readonly item?: SchemaNode;
  readonly items?: readonly SchemaNode[];
  readonly wrapped?: SchemaNode;
};

const isProse = (schema: SchemaNode) =>
  (v.getMetadata(schema as v.SchemaWithPipe<[v.GenericSchema]>) as { prose?: boolean }).prose ===
  true;

/** Whether a record's schema has a field written in Markdown. */
export function hasProse(schema: v.GenericSchema): boolean {
  const node = schema as SchemaNode;
  if (isProse(node)) return true;
  if (node.entries) return Object.values(node.entries).some(hasProse);
  if (node.item) return hasProse(node.item);
  if (node.items) return node.items.some(hasProse);
  if (node.wrapped) return hasProse(node.wrapped);
  return false;
}

function parsedValue(schema: SchemaNode, value: unknown): unknown {
  if (value === undefined || value === null) return value;
  if (isProse(schema) && typeof value === 'string') {
    const parsed = parseMarkdown(value);
    if ('refused' in parsed) throw new Error(markdownProblem(value));
    return parsed.prose;
  }
  if (schema.entries && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(record).map(([key, each]) => {
        const entry = schema.entries?.[key];
        return [key, entry ? parsedValue(entry, each) : each];
      }),
    );
  }
  if (schema.item && Array.isArray(value))
    return value.map((each) => parsedValue(schema.item!, each));
  if (schema.items && Array.isArray(value))
    return value.map((each, index) => {
      const item = schema.items?.[index];
      return item ? parsedValue(item, each) : each;
    });
  if (schema.wrapped) return parsedValue(schema.wrapped, value);
  return value;
}

/**
 * A checked record as the pages read it: each Markdown field turned into its blocks. The site's
 * build applies it when it loads a data file, and tests when they read one as a build does.
 */
export function parsedRecord<T>(file: { readonly schema: v.GenericSchema }, record: T): T {
  return hasProse(file.schema) ? (parsedValue(file.schema as SchemaNode, record) as T) : record;
}
