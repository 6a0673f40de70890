import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.small });

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.targetSize.chip,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&[data-state="on"]': {
      background: `var(--chip-solid, ${vars.color.brand})`,
      borderColor: `var(--chip-solid, ${vars.color.brand})`,
      color: `var(--chip-on-solid, ${vars.color.onBrand})`,
    },
  },
});

export const tone = styleVariants(vars.tone, (swatch) => ({
  vars: { '--chip-solid': swatch.solid, '--chip-on-solid': swatch.onSolid },
}));

/** A dot in the tone's colour: the label and the pressed state never rely on it alone. */
export const dot = style({
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  background: 'var(--chip-solid)',
  boxShadow: `0 0 0 1px ${vars.color.surface}`,
  selectors: { '[data-state="on"] > &': { display: 'none' } },
});

export const check = style({
  display: 'none',
  selectors: { '[data-state="on"] > &': { display: 'inline-flex' } },
});

export const count = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
