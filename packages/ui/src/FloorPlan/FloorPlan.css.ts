import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { mq, toneNames } from '../themes/tokens.ts';
import type { Tone } from '../themes/tokens.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.large,
});

// On paper there is nothing to press: the view buttons and the tiles that count places are left
// off, and the plan is printed whole, at the page's width.
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  '@media': { print: { display: 'none' } },
});

export const toggleGroup = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const toggle = style({
  minHeight: vars.targetSize.chip,
  paddingInline: vars.space.medium,
  border: '2px solid transparent',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.strong,
    },
  },
});

export const legend = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const legendHeading = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  margin: 0,
});

export const legendList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const legendItem = style({
  display: 'inline-flex',
  // A long category name (Portuguese, Spanish) puts its count on the next line, not off the card.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
});

/** A tone's solid colour with its text colour on it: swatches, and markers when grouped. */
function toneSolidVariants() {
  return styleVariants(
    Object.fromEntries(
      toneNames.map((name) => [
        name,
        { background: vars.tone[name].solid, color: vars.tone[name].onSolid },
      ]),
    ) as Record<Tone, { background: string; color: string }>,
  );
}

export const toneSolid = toneSolidVariants();

export const swatch = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  fontSize: '1rem',
});

/**
 * The plan pans sideways below this width instead of shrinking further, so neighbouring markers
 * keep their targets apart; the text list below offers every place without the map.
 */
const planMinWidth = 720;

export const planScroller = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  '@media': { print: { overflow: 'visible', boxShadow: 'none', breakInside: 'avoid' } },
});

export const plan = style({
  position: 'relative',
  minWidth: planMinWidth,
  '@media': { print: { minWidth: 0 } },
});

globalStyle(`${plan} img, ${plan} svg:not([data-icon])`, {
  display: 'block',
  width: '100%',
  height: 'auto',
});

export const markerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A point on the plan: each marker's `top` and `left` come from its data, in a style attribute. */
export const markerItem = style({
  position: 'absolute',
  width: 0,
  height: 0,
  selectors: {
    // The open marker, and the one under the pointer or focus, rise above their neighbours.
    '&:hover, &:focus-within': { zIndex: 2 },
  },
});

export const marker = style({
  position: 'absolute',
  insetInlineStart: -14,
  insetBlockStart: -14,
  display: 'grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.medium,
  fontSize: '1.05rem',
  cursor: 'pointer',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.standard}`,
  selectors: {
    '&:hover': { transform: 'scale(1.12)' },
    '&[aria-expanded="true"]': {
      transform: 'scale(1.15)',
      outline: `3px solid ${vars.color.text}`,
      outlineOffset: 2,
    },
    // The guest's place: a wide ring in the text colour, seen without relying on hue.
    '&[aria-current="location"]': {
      outline: `4px solid ${vars.color.text}`,
      outlineOffset: 3,
      zIndex: 1,
    },
  },
  '@media': {
    // Wide plans have room for larger targets.
    [mq.large]: { insetInlineStart: -16, insetBlockStart: -16, width: 32, height: 32 },
    [mq.reducedMotion]: { transition: 'none' },
  },
});

/** A place's number in a route, on the marker's corner. */
export const markerBadge = style({
  position: 'absolute',
  insetBlockStart: -10,
  insetInlineEnd: -12,
  minWidth: 18,
  height: 18,
  paddingInline: 4,
  borderRadius: vars.radius.full,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.xsmall,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

// Declared after `marker` so a grouped marker's colour wins over the default one.
export const markerTone = toneSolidVariants();

export const panHint = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  '@media': { [mq.medium]: { display: 'none' }, print: { display: 'none' } },
});

/** The name appears beside a marker under the pointer or focus, so sighted guests see it too. */
export const markerLabel = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: 'calc(100% + 6px)',
  transform: 'translateX(-50%)',
  padding: `2px ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.inverse,
  color: vars.color.onInverse,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  // Hidden visually, not from assistive technology: it is the marker's accessible name.
  clipPath: 'inset(50%)',
  selectors: {
    [`${marker}:hover &, ${marker}:focus-visible &`]: { clipPath: 'none' },
  },
});

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.display,
  fontSize: vars.fontSize.h4,
  lineHeight: vars.lineHeight.heading,
});

// Wide enough for the swatch beside a long one-word category name: the name would not break, so
// a narrower tile let it run past the tile's edge.
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10.5rem, 1fr))',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tile = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const tileLabel = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.heading,
  // A long one-word name in another language ("Entretenimento") breaks, hyphenated where the
  // browser knows the page's language, rather than run past the tile.
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const tileCount = style({
  gridColumn: 2,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});

export const summary = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { print: { display: 'none' } },
});

export const groups = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [mq.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const group = style({ display: 'grid', alignContent: 'start', gap: vars.space.xsmall });

export const groupHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
});

export const groupList = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const entry = style({
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const entrySummary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  minHeight: vars.targetSize.standard,
  paddingInline: vars.space.small,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': {
      content: '"+"',
      fontSize: vars.fontSize.large,
      lineHeight: 1,
      color: vars.color.textMuted,
    },
    [`${entry}[open] > &::after`]: { content: '"−"' },
  },
});

export const details = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: `0 ${vars.space.small} ${vars.space.small}`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

export const detailsText = style({ margin: 0 });

export const features = style({
  margin: 0,
  paddingInlineStart: '1.2em',
});

/* A place's features in its popover, ticked. */

export const placeFeatures = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  marginTop: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
});

export const placeFeature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

export const placeFeatureIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginTop: '0.3em',
  color: vars.color.brand,
});

export const featuresLabel = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
});
