import { style } from '@vanilla-extract/css';
import { vars } from '@alento/ui';

export const page = style({
  maxWidth: vars.layout.proseWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.section,
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.medium,
});

export const heading = style({ fontSize: vars.fontSize.h1 });

export const sentence = style({ fontSize: vars.fontSize.large, color: vars.color.textMuted });

// A page reached by the form's redirect names its result in the address's fragment
// (`#confirmed`): that result shows, and the button goes, with no script at all.
export const result = style({
  display: 'none',
  gap: vars.space.medium,
  justifyItems: 'start',
  selectors: { '&:target': { display: 'grid' } },
});

export const action = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.medium,
  selectors: { [`${page}:has(${result}:target) &`]: { display: 'none' } },
});

export const status = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.medium,
  selectors: {
    // Empty, it takes no room but stays in the accessibility tree, so its first text is announced.
    '&:empty': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});
