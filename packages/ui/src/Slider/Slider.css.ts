import { style } from '@vanilla-extract/css';
import { label as fieldLabel, field } from '../Field/Field.css.ts';
import { vars } from '../themes/contract.css.ts';

export const root = style([field, { gap: vars.space.xsmall }]);

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const label = fieldLabel;

export const value = style({
  flexShrink: 0,
  minWidth: '2ch',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.small,
});

export const track = style({ display: 'grid', minWidth: 0 });

/** The whole input, a standard target high, is the target: a press anywhere sets the value. */
export const range = style({
  display: 'block',
  width: '100%',
  height: vars.targetSize.standard,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const scale = style({
  display: 'flex',
  justifyContent: 'space-between',
  marginTop: `calc(${vars.space.xxsmall} * -1)`,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.targetSize.standard,
  height: vars.targetSize.standard,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.neutral}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover:not([aria-disabled="true"])': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.text,
    },
    '&[aria-disabled="true"]': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      borderColor: vars.color.border,
      background: vars.color.surfaceMuted,
    },
  },
});
