import { mq, vars } from '@alento/ui';
import { style } from '@vanilla-extract/css';

/** The map is the point of its section: as wide as the page allows, framed like the photos. */
export const map = style({
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  boxShadow: vars.shadow.medium,
});

export const mapFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.large,
  marginBlockStart: vars.space.large,
  '@media': { [mq.large]: { flexWrap: 'nowrap' } },
});

export const address = style({
  fontStyle: 'normal',
  lineHeight: vars.lineHeight.body,
});

export const addressName = style({ fontWeight: vars.fontWeight.medium });
