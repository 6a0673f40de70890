/**
 * Parts take their heading level from the page, because only the page knows its outline: the
 * same card sits under an h2 on one page and under an h3 on another.
 */
export const headingLevels = [2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export function headingTag(level: 1 | HeadingLevel): 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  return `h${level}`;
}
