import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
  selectors: {
    '&[data-orientation="vertical"]': {
      gridTemplateColumns: 'minmax(10rem, auto) 1fr',
      alignItems: 'start',
    },
  },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  // Many or long tabs scroll sideways on a narrow screen instead of wrapping into a second row.
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  selectors: {
    '&[aria-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderInlineStart: `1px solid ${vars.color.border}`,
      overflowX: 'visible',
    },
  },
});

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.targetSize.standard,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.text,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    // The ring is drawn inside: the scrolling list would clip one drawn outside.
    '&:focus-visible': { outlineOffset: '-3px' },
    '&:hover:not([aria-disabled="true"])': {
      color: vars.color.text,
      background: vars.color.surfaceMuted,
    },
    // The active tab is marked by a bar and bolder text, not by colour alone.
    '&[data-state="active"]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.strong,
      borderBottomColor: vars.color.brand,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    '[aria-orientation="vertical"] &': {
      borderBottom: 'none',
      borderInlineStart: '3px solid transparent',
      marginInlineStart: -1,
      justifyContent: 'flex-start',
    },
    '[aria-orientation="vertical"] &[data-state="active"]': {
      borderInlineStartColor: vars.color.brand,
    },
  },
});

export const panel = style({
  minWidth: 0,
  selectors: {
    '&:focus-visible': { outlineOffset: '4px' },
  },
});
