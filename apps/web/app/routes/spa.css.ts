import { vars } from '@alento/ui';
import { style } from '@vanilla-extract/css';

/** The hero's photographs, below its heading, on the page's content width. */
export const heroCarousel = style({
  // Narrower than the text column on wide screens, so its controls stay in the first view.
  maxWidth: `calc(60rem + 2 * ${vars.space.gutter})`,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: `${vars.space.large} ${vars.space.xlarge}`,
});
