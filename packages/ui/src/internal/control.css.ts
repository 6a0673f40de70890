import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

/** The round icon button that steps through pictures (carousel, gallery): one look everywhere. */
export const roundControl = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.targetSize.standard,
  height: vars.targetSize.standard,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, borderColor: vars.color.text },
  },
});
