import type { PageAction } from '../actions.ts';
import type { MediaKey } from '../media.ts';

export { stayTypes } from './stay-types.ts';
export type { StayType } from './stay-types.ts';

/** The Stays page (spec "Stays"): three kinds of stay, four amenities, and the way to book. */

export interface StayAmenity {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** A name from the design system's icon set. */
  readonly icon: string;
}

export const stayAmenities = [
  {
    id: 'organic-linens',
    title: 'Organic linens',
    description: 'Certified organic cotton and linen, washed without optical brighteners.',
    icon: 'bed',
  },
  {
    id: 'filtered-water',
    title: 'Filtered water',
    description: 'Filtered drinking water on tap in every room, so no plastic bottles.',
    icon: 'droplet',
  },
  {
    id: 'air-purity',
    title: 'Air purity measurement',
    description:
      'A monitor in each room shows the air quality, and fresh air is filtered to match.',
    icon: 'wind',
  },
  {
    id: 'wellness-kit',
    title: 'Wellness kit',
    description: 'Eye mask, herbal sleep tea, a dry brush and natural oils waiting on arrival.',
    icon: 'spa',
  },
] as const satisfies readonly StayAmenity[];

export const staysPage = {
  hero: {
    image: 'hero-stays',
    eyebrow: 'Forest accommodation',
    intro:
      'Sleep among the cork oaks in rooms built for rest: clean air, natural materials and a silence you will notice on the first night.',
    actions: [
      { label: 'View Accommodations', href: '/booking/accommodations' },
      { label: 'Learn More', href: '/approach', about: 'about our wellness approach' },
    ],
  },
  typesHeading: 'Choose Your Retreat',
  typesIntro: 'Three ways to stay, each a few minutes on foot from the spa and the forest trails.',
  amenitiesHeading: 'In Every Room',
  amenitiesIntro: 'The details of a healthy night, wherever you sleep.',
  closing: {
    heading: 'Stay a While',
    text: 'A night or a week: your room, the spa and the hills are waiting.',
    actions: [
      { label: 'Book Your Stay', href: '/booking' },
      { label: 'View Availability', href: '/booking/accommodations' },
    ],
  },
} as const satisfies {
  hero: { image: MediaKey; eyebrow: string; intro: string; actions: readonly PageAction[] };
  typesHeading: string;
  typesIntro: string;
  amenitiesHeading: string;
  amenitiesIntro: string;
  closing: { heading: string; text: string; actions: readonly PageAction[] };
};
