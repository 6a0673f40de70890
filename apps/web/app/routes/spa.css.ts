import { vars } from '@alento/ui';
import { style } from '@vanilla-extract/css';

/*
 * The page's styles, its later blocks' included (`app/spa/`): React Router puts a route's own
 * stylesheet in the page, not those of the modules it imports later, and the blocks are in the
 * prerendered page from the first paint.
 */

/** A station card's eyebrow: the section's glyph beside its category. */
export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

/** A guided sequence's summary above its steps. */
export const sequence = style({ display: 'grid', gap: vars.space.medium });

/** The hero's photographs, below its heading, on the page's content width. */
export const heroCarousel = style({
  // Narrower than the text column on wide screens, so its controls stay in the first view.
  maxWidth: `calc(60rem + 2 * ${vars.space.gutter})`,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: `${vars.space.large} ${vars.space.xlarge}`,
});
