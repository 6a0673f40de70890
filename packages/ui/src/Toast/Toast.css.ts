import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import { mq } from '../themes/tokens.ts';

export const region = style({
  position: 'fixed',
  zIndex: 60,
  insetInline: vars.space.gutter,
  bottom: vars.space.gutter,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.small,
  // The region spans the screen's edge; only the toasts themselves take pointer events.
  pointerEvents: 'none',
  '@media': {
    [mq.medium]: { insetInline: 'auto', right: vars.space.gutter, width: '24rem' },
  },
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.medium})` },
  to: { opacity: 1, transform: 'none' },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: `${vars.space.medium} ${vars.space.small} ${vars.space.medium} ${vars.space.medium}`,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: 6,
    boxShadow: vars.shadow.large,
    background: vars.color.surface,
    color: vars.color.text,
    animationName: enter,
    animationDuration: vars.motion.standard,
    animationTimingFunction: vars.motion.easing,
  },
  variants: {
    variant: {
      default: { borderInlineStartColor: vars.color.brand },
      success: {
        background: vars.color.positiveSurface,
        borderColor: vars.color.positive,
      },
      destructive: {
        background: vars.color.criticalSurface,
        borderColor: vars.color.critical,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const body = style({ flex: 1, minWidth: 0, paddingBlock: 2 });

export const title = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.heading,
});

export const titleCritical = style({ color: vars.color.critical });

export const description = style({
  marginTop: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.targetSize.compact,
  height: vars.targetSize.compact,
  marginBlock: -6,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}`,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
