import { mq, vars } from '@alento/ui';
import { style } from '@vanilla-extract/css';

export const panel = style({ paddingBlockStart: vars.space.xlarge });

export const panelBody = style({ display: 'grid', gap: vars.space.xlarge });

export const panelHeading = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.display,
  lineHeight: vars.lineHeight.heading,
});

export const panelIntro = style({
  marginBlockStart: vars.space.small,
  maxWidth: vars.layout.proseWidth,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large,
});

export const prose = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: vars.layout.proseWidth,
});

export const subheading = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.display,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const form = style({ display: 'grid', gap: vars.space.xlarge, maxWidth: '52rem' });

export const formIntro = style({ display: 'grid', gap: vars.space.xsmall });

export const duration = style({ color: vars.color.textMuted });

export const fieldset = style({ border: 0, padding: 0, margin: 0, minInlineSize: 0 });

export const legend = style({
  fontWeight: vars.fontWeight.strong,
  marginBlockEnd: vars.space.medium,
});

export const sliders = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mq.medium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const selects = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mq.medium]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const mode = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
  marginBlockStart: vars.space.medium,
});

export const modeLabel = style({
  fontSize: vars.fontSize.xsmall,
  letterSpacing: vars.letterSpacing.eyebrow,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const modeName = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.display,
  color: vars.color.brand,
});

export const journey = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mq.large]: { gridTemplateColumns: '1fr 1.4fr 1fr' } },
});

export const journeyItem = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const term = style({
  fontSize: vars.fontSize.xsmall,
  letterSpacing: vars.letterSpacing.eyebrow,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const choice = style({ fontWeight: vars.fontWeight.strong });

export const why = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const stations = style({
  display: 'grid',
  gap: vars.space.medium,
  paddingInlineStart: vars.space.large,
});

export const station = style({ paddingInlineStart: vars.space.xxsmall });
