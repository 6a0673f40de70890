import { globalStyle, style } from '@vanilla-extract/css';
import { whileArriving } from '../internal/whileArriving.ts';
import { vars } from '../themes/contract.css.ts';
import { mq } from '../themes/tokens.ts';

/** Below 380 px the header is at its tightest, and the menu toggle shows only its icon. */
const iconOnly = 'screen and (max-width: 379px)';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: `color-mix(in srgb, ${vars.color.canvas} 94%, transparent)`,
  backdropFilter: 'saturate(1.2) blur(8px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

// The bar wraps only when the brand and the actions cannot share a line (a phone with a guest's
// wider text spacing): the actions then move under the brand instead of past the screen's edge.
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.layout.headerHeight,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  '@media': {
    [mq.wide]: { maxWidth: `calc(${vars.layout.maxWidth} + 8rem)` },
    // The narrowest phones hold the brand, Book Now and the toggle on one line: the spaces
    // between them give way before the margins do.
    [iconOnly]: { gap: vars.space.xsmall },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.targetSize.standard,
  color: vars.color.text,
  textDecoration: 'none',
  flexShrink: 0,
});

// The menu takes the room between brand and actions; a basis of 0 keeps it from breaking the
// bar's line. Items longer than that room (a language with longer words, a property with more
// pages) wrap onto a second row rather than push the call to action off the screen.
export const inlineNav = style({
  display: 'none',
  flex: '1 1 0',
  minWidth: 0,
  '@media': { [mq.wide]: { display: 'block' } },
});

export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  padding: 0,
});

// The inline menu only just fits at its breakpoint, so the links' padding gives way there: a
// wider fallback face (the text font not yet cached), or a browser that draws the text font a
// pixel wider per word, must not push the header past the screen or the menu onto a second row.
const navLinkPadding = `clamp(${vars.space.xxsmall}, 0.45vw, ${vars.space.xsmall})`;

export const navLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.targetSize.standard,
  paddingInline: navLinkPadding,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.small,
  transition: `color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.strong },
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: navLinkPadding,
      bottom: 6,
      height: 2,
      borderRadius: 2,
      background: 'currentColor',
      transform: 'scaleX(0)',
      transition: `transform ${vars.motion.standard} ${vars.motion.easing}`,
    },
    '&[aria-current="page"]::after, &:hover::after': { transform: 'scaleX(1)' },
  },
});

// The free space sits before the actions, not before the menu: the menu's place then depends
// only on what precedes it, so a page painted while its header is still arriving does not move
// the menu when the actions arrive.
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  marginInlineStart: 'auto',
  '@media': { [iconOnly]: { gap: vars.space.xxsmall } },
});

// The actions stand at the bar's end, so each of their pieces arriving (the call to action's
// words, the toggle) would move the ones before it: they show once their markup is whole.
globalStyle(whileArriving(actions), { visibility: 'hidden' });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.targetSize.standard,
  minWidth: vars.targetSize.standard,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  '@media': {
    [mq.wide]: { display: 'none' },
    // Only the icon shows: a round button exactly the size of a target.
    [iconOnly]: { justifyContent: 'center', paddingInline: 0 },
  },
});

export const toggleIcon = style({ width: 20, height: 20 });

/** Below 380 px the toggle shows only its icon; its name stays for screen readers. */
export const toggleLabel = style({
  '@media': {
    [iconOnly]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const panel = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.canvas,
  maxHeight: `calc(100dvh - ${vars.layout.headerHeight})`,
  overflowY: 'auto',
  selectors: { '&[data-state="closed"]': { display: 'none' } },
  '@media': { [mq.wide]: { display: 'none' } },
});

export const stackedList = style({
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: `${vars.space.small} ${vars.space.gutter} ${vars.space.large}`,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
});

export const stackedLink = style([
  navLink,
  {
    display: 'flex',
    width: '100%',
    minHeight: vars.targetSize.menuItem,
    paddingInline: vars.space.small,
    fontSize: vars.fontSize.standard,
    color: vars.color.text,
    selectors: {
      '&[aria-current="page"]': { background: vars.color.surfaceMuted },
      '&::after': { display: 'none' },
    },
  },
]);
