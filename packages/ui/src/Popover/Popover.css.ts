import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const panel = style({
  zIndex: 50,
  // Never wider than a phone's screen minus the margin kept by the shift middleware.
  width: 'min(22rem, calc(100vw - 16px))',
  maxHeight: 'calc(100dvh - 16px)',
  overflowY: 'auto',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  selectors: {
    // Until floating-ui has measured, the panel would sit at the page's corner for a frame.
    '&[data-positioned="false"]': { opacity: 0 },
  },
});

/** The panel where its positioning code could not load: centred on the screen, above the page. */
export const plainPanel = style([
  panel,
  {
    position: 'fixed',
    insetInline: 0,
    top: '50%',
    marginInline: 'auto',
    transform: 'translateY(-50%)',
  },
]);

export const inner = style({
  animationName: enter,
  animationDuration: vars.motion.fast,
  animationTimingFunction: vars.motion.easing,
});

export const media = style({
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderStartStartRadius: `calc(${vars.radius.medium} - 1px)`,
  borderStartEndRadius: `calc(${vars.radius.medium} - 1px)`,
  background: vars.color.surfaceMuted,
});

globalStyle(`${media} img, ${media} svg`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const body = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

export const title = style({
  flex: 1,
  fontSize: vars.fontSize.h4,
  paddingTop: 4,
});

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.targetSize.compact,
  height: vars.targetSize.compact,
  marginInlineEnd: -6,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}`,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
