import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

// One track that may shrink below the input's own width: in a narrow footer column the field
// gives way instead of pushing the page sideways.
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
});

export const intro = style({ color: 'inherit', opacity: 0.85, fontSize: vars.fontSize.small });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.small });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const input = style({
  flex: '1 1 12rem',
  minWidth: 0,
  minHeight: vars.targetSize.standard,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const status = style({
  fontSize: vars.fontSize.small,
  selectors: {
    // Empty, it takes no room in the grid but stays in the accessibility tree: a live region
    // hidden with display:none is not watched, so its first message would go unannounced.
    '&:empty': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});

// On the footer's dark panel the theme's error red is too dark to read: the message keeps the
// panel's colour and is marked by its weight and a bar, a cue that does not rest on colour.
export const error = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  borderInlineStart: `3px solid currentColor`,
  paddingInlineStart: vars.space.xsmall,
});
