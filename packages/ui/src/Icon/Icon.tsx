import { glyphs } from './glyphs.tsx';
import type { IconName } from './glyphs.tsx';
import { icon, size as sizeStyle, tone as toneStyle } from './Icon.css.ts';
import type { Tone } from '../themes/tokens.ts';

export { iconNames } from './glyphs.tsx';
export type { IconName } from './glyphs.tsx';

export const iconSizes = ['small', 'standard', 'large', 'xlarge', 'inherit'] as const;
export type IconSize = (typeof iconSizes)[number];

export interface IconProps {
  name: IconName;
  /** Box size from the theme; `inherit` follows the surrounding font size. */
  size?: IconSize;
  /** Colours the glyph with a named theme tone; otherwise it takes the text colour. */
  tone?: Tone;
  /**
   * Most icons sit next to words that already say the same thing, so they are hidden from
   * assistive technology. Give a label only when the icon alone carries meaning.
   */
  label?: string;
}

/** An inline SVG glyph: no request, no font, themed by currentColor. */
export function Icon({ name, size = 'standard', tone, label }: IconProps) {
  const className = [icon, sizeStyle[size], tone ? toneStyle[tone] : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {glyphs[name]}
    </svg>
  );
}
