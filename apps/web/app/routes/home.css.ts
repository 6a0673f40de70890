import { vars } from '@alento/ui';
import { style } from '@vanilla-extract/css';

export const metaLabel = style({ fontWeight: vars.fontWeight.medium });

/** The floor plan and its list, two blocks spaced as the plan's own parts are. */
export const floorPlan = style({ display: 'grid', gap: vars.space.large });
