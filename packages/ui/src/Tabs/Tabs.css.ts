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
  // Tabs that do not fit one line on a narrow screen wrap into another row: every tab's name stays
  // in sight and a tap away, where a list scrolling sideways hid the last ones past the edge.
  flexWrap: 'wrap',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[aria-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderInlineStart: `1px solid ${vars.color.border}`,
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
    // The ring is drawn inside: a tab in the row above or beside would cover one drawn outside.
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
