import type { Prose, ProseInline } from '@alento/content';
import { Link } from '@alento/ui';
import type { ReactNode } from 'react';

/**
 * The team's Markdown prose, as the build hands it over already parsed: paragraphs and lists of
 * words in bold, italics and links, drawn with plain elements; links go through the design
 * system's `Link`, so a path of the site routes without reloading the page.
 */

function Inline({ parts }: { parts: readonly ProseInline[] }): ReactNode {
  return parts.map((part, index) => {
    if (part.type === 'text') return part.value;
    const children = <Inline parts={part.children} />;
    if (part.type === 'strong') return <strong key={index}>{children}</strong>;
    if (part.type === 'emphasis') return <em key={index}>{children}</em>;
    return (
      <Link key={index} href={part.href}>
        {children}
      </Link>
    );
  });
}

/** The blocks, each a paragraph or a bulleted list, in the order written. */
export function RichProse({ prose }: { prose: Prose }) {
  return prose.map((block, index) =>
    block.type === 'paragraph' ? (
      <p key={index}>
        <Inline parts={block.children} />
      </p>
    ) : (
      <ul key={index}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <Inline parts={item} />
          </li>
        ))}
      </ul>
    ),
  );
}

/**
 * The words of prose that is one paragraph without marks, else undefined: such prose stays a
 * plain string where a component draws a string as its own paragraph (a card's text).
 */
export function plainParagraph(prose: Prose): string | undefined {
  const [only, ...more] = prose;
  if (!only || more.length > 0 || only.type !== 'paragraph') return undefined;
  return only.children.every((part) => part.type === 'text')
    ? only.children.map((part) => (part.type === 'text' ? part.value : '')).join('')
    : undefined;
}
