/** The circuit planner (/circuit): its lists, its "now" view for wet hands, and its printed page. */
import { globalStyle, style } from '@vanilla-extract/css';
import { mq, vars } from '@alento/ui';

const row = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
} as const;

export const begin = style({ display: 'grid', gap: vars.space.medium });

export const sequenceList = style({ ...row, margin: 0, padding: 0, listStyle: 'none' });

export const actions = style({ ...row, gap: vars.space.medium });

export const planPanel = style({ display: 'grid', gap: vars.space.medium, maxWidth: '48rem' });

export const party = style({ display: 'grid', gap: vars.space.xxsmall });

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.targetSize.standard,
  cursor: 'pointer',
});
globalStyle(`${check} input`, {
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  accentColor: vars.color.brand,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const statusRow = style({ ...row, minHeight: vars.targetSize.standard });

export const status = style({ margin: 0 });

export const empty = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const steps = style({});

export const step = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const stepHead = style({ ...row, gap: vars.space.xsmall });

export const stepName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const kind = style({
  display: 'inline-block',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
});

export const stepControls = style({ ...row });

export const minutesLabel = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

const control = {
  minHeight: vars.targetSize.standard,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
} as const;

export const minutes = style({ ...control, width: '5.5rem', paddingInline: vars.space.xsmall });

const buttonLike = {
  ...control,
  minWidth: vars.targetSize.standard,
  paddingInline: vars.space.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
} as const;

export const remove = style(buttonLike);

export const add = style(buttonLike);

export const stepWarnings = style({
  margin: 0,
  paddingInlineStart: vars.space.medium,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
});

export const totals = style({ margin: 0, fontSize: vars.fontSize.large });
globalStyle(`${totals} > div`, { ...row });
globalStyle(`${totals} dd`, { margin: 0, fontWeight: vars.fontWeight.strong });

export const rounds = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const round = style({ overflowWrap: 'anywhere' });

export const roundMinutes = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const warnings = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const keep = style({ display: 'grid', gap: vars.space.medium, maxWidth: '48rem' });

export const kept = style({ margin: 0 });

export const linkRow = style({ display: 'grid', gap: vars.space.xxsmall });

export const link = style({
  ...control,
  width: '100%',
  minWidth: 0,
  paddingInline: vars.space.small,
});

export const copyStatus = style({ margin: 0, minHeight: '1.5em' });

export const picker = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mq.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const pickerGroup = style({ display: 'grid', gap: vars.space.small, alignContent: 'start' });

export const pickerHeading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.medium,
});

export const pickerList = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pickerItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const pickerName = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });

export const pickerMinutes = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const map = style({ display: 'grid', gap: vars.space.medium });

export const now = style({ display: 'grid', gap: vars.space.medium, maxWidth: '48rem' });

export const nowHeading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' },
  },
});

export const nowStep = style({ margin: 0, color: vars.color.textMuted });

export const nowNext = style({ margin: 0, fontSize: vars.fontSize.large });

export const nowWay = style({ margin: 0 });

// Wet hands: every button of the view is a large target, a full row on a phone.
export const nowActions = style({
  display: 'grid',
  gap: vars.space.small,
  '@media': { [mq.medium]: { display: 'flex', flexWrap: 'wrap' } },
});

export const noScript = style({ padding: vars.space.medium, background: vars.color.surfaceMuted });

/** What a printed circuit leaves out: it keeps the circuit, its rounds, warnings and the plan. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

export const page = style({});

// One A4 page: the circuit, its rounds and warnings, and the plan with the circuit's numbers on
// it. The site's header, language bar and footer, the plan's view buttons and tiles, and the
// bands' generous spacing are left off the paper.
globalStyle(`body:has(${page}) :is(header, footer, aside, nav):not(main *)`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`${page} section`, {
  '@media': { print: { paddingBlock: '0.4cm', minHeight: 0 } },
});
globalStyle(`${page} > :first-child`, {
  '@media': { print: { paddingBlock: '0.2cm', minHeight: 0, background: 'none' } },
});
globalStyle(`${page} > :first-child p`, { '@media': { print: { display: 'none' } } });
// The rows keep their station and minutes; the buttons and the warnings repeated under each step
// stay on screen (the warnings are listed once below the rounds).
globalStyle(`${steps} button, ${stepWarnings}`, { '@media': { print: { display: 'none' } } });
globalStyle(`${page} ${map}`, {
  '@media': { print: { maxWidth: '13cm', breakInside: 'avoid' } },
});
// A step on paper is one line: its station, its kind and its minutes.
globalStyle(`${steps} li`, { '@media': { print: { paddingBlock: 0, minHeight: 0 } } });
globalStyle(`${step}`, {
  '@media': { print: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '0.5em' } },
});
globalStyle(`${minutes}`, {
  '@media': { print: { border: 'none', width: '3.5em', minHeight: 0, padding: 0 } },
});
globalStyle(`${page}`, { '@media': { print: { fontSize: '11pt' } } });
