import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const field = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

export const legend = style([
  label,
  {
    padding: 0,
    marginBottom: vars.space.xxsmall,
  },
]);

export const fieldset = style({
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xxsmall,
  selectors: {
    // A bar beside a group in error: its answers have no border to thicken.
    '&[data-invalid]': {
      borderInlineStart: `4px solid ${vars.color.critical}`,
      paddingInlineStart: vars.space.small,
    },
  },
});

export const hint = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
  lineHeight: vars.lineHeight.body,
});

export const errorIcon = style({
  flexShrink: 0,
  width: '1.125em',
  height: '1.125em',
  // Sits on the first line of text, whatever its size.
  marginTop: '0.2em',
});

/**
 * The box every text-like control shares. The border is the neutral tone (3:1 against the
 * surface) so the field's edge is visible; an error thickens it, a cue that does not rest on
 * colour alone.
 */
export const control = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
  minHeight: vars.targetSize.standard,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.neutral}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.body,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&:disabled': {
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});
