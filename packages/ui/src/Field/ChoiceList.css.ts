import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';

/** The answers of a checkbox or radio group, stacked, in a row or in a grid. */
export const list = recipe({
  base: { display: 'grid', gap: vars.space.xxsmall, padding: 0, margin: 0 },
  variants: {
    layout: {
      stack: {},
      inline: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.small },
      grid: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))' },
    },
  },
  defaultVariants: { layout: 'stack' },
});

/** A whole row is the target: the box, its words and the space around them. */
export const option = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.small,
  alignItems: 'start',
  minHeight: vars.targetSize.standard,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&:hover:not([data-disabled])': { background: vars.color.surfaceMuted },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    // A chosen answer is also bolder: the state shows without relying on the tick's colour.
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.medium },
  },
});

/** Native inputs keep their platform behaviour and forced-colours look; the theme tints them. */
const inputBase = style({
  width: 24,
  height: 24,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'inherit',
  // Centred on the first line of the label.
  marginTop: `calc((1em * ${vars.lineHeight.body} - 24px) / 2)`,
});

export const input = styleVariants({
  checkbox: [inputBase, { borderRadius: vars.radius.small }],
  radio: [inputBase, { borderRadius: '50%' }],
});

export const text = style({
  display: 'grid',
  gap: '0.125rem',
  lineHeight: vars.lineHeight.body,
});

/**
 * The label names the control alone (the hint is its description), yet its click area covers
 * the whole row, hint included.
 */
export const label = style({
  cursor: 'inherit',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  },
});

export const hint = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});
