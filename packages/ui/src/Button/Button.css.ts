import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.targetSize.standard,
    borderRadius: vars.radius.full,
    border: '2px solid transparent',
    fontFamily: vars.font.text,
    fontWeight: vars.fontWeight.strong,
    lineHeight: 1.2,
    textAlign: 'center',
    // A label with a word longer than the line (an e-mail address on a narrow phone) breaks
    // inside it rather than making the button wider than its place.
    overflowWrap: 'anywhere',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:active:not([aria-disabled="true"])': { transform: 'translateY(1px)' },
      '&[aria-disabled="true"]': { cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { background: vars.color.brandHover },
          '&[aria-disabled="true"]': {
            background: vars.color.surfaceMuted,
            color: vars.color.textMuted,
            borderColor: vars.color.border,
          },
        },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceMuted },
          '&[aria-disabled="true"]': {
            color: vars.color.textMuted,
            borderColor: vars.color.border,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceMuted },
          '&[aria-disabled="true"]': { color: vars.color.textMuted },
        },
      },
      onImage: {
        background: vars.color.surface,
        color: vars.color.text,
        boxShadow: vars.shadow.medium,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { background: vars.color.canvas },
          '&[aria-disabled="true"]': {
            background: vars.color.surfaceMuted,
            color: vars.color.textMuted,
          },
        },
      },
    },
    size: {
      small: {
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.small,
        minHeight: vars.targetSize.compact,
      },
      standard: { paddingInline: vars.space.large, fontSize: vars.fontSize.standard },
      large: {
        paddingInline: vars.space.xlarge,
        fontSize: vars.fontSize.large,
        minHeight: vars.targetSize.large,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'standard', fullWidth: false },
});

export type ButtonStyleProps = NonNullable<RecipeVariants<typeof button>>;

export const note = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  opacity: 0.9,
});
