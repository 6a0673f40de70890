import { comingSoon } from '../chrome.ts';
import type { PageAction } from '../actions.ts';
import { propertyClaims } from '../constants.ts';
import { claims } from '../claims.ts';
import { capitalise } from '../format.ts';
import type { MediaKey } from '../media.ts';

/** The Sanctum page (spec "Sanctum"): two spa pathways, the philosophy, the personalised day. */

export interface SanctumPathway {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly highlights: readonly string[];
  /** Media key of the pathway's picture. */
  readonly image: MediaKey;
  readonly action: PageAction;
}

export const sanctumPathways = [
  {
    id: 'biosanctum',
    title: 'BioSanctum',
    subtitle: 'Science-led renewal',
    description:
      'A quiet, clinical-grade sanctum for measured renewal: recovery protocols shaped by how your body responds, with time to rest between every step.',
    highlights: [
      'Red light and contrast therapy',
      'Guided breath and recovery',
      'Check-ins you can measure',
    ],
    image: 'sanctum-biosanctum',
    // The spec gives this button no action: it says so instead of pretending.
    action: { label: 'Explore BioSanctum', unavailable: comingSoon },
  },
  {
    id: 'sanctum-flow',
    title: 'Sanctum Flow',
    subtitle: 'The self-paced circuit',
    description: `${propertyClaims.sanctumFlowAcres} acres of heat, water and stillness in one continuous loop. Wander from sauna to cold plunge to onsen in whatever order your body asks for.`,
    highlights: [
      `${capitalise(claims.stationsStated)} stations`,
      'Saunas, steam and hot baths',
      'Cold plunges and biopools',
    ],
    image: 'sanctum-flow',
    action: { label: 'Enter Sanctum Flow', href: '/spa' },
  },
] as const satisfies readonly SanctumPathway[];

export const sanctumPage = {
  heroImage: 'hero-sanctum',
  intro:
    'Two ways to be restored. One is guided by measurement, the other by your own pace. Both end in the same place: rested, clear and at home in your body.',
  pathwaysHeading: 'Two Pathways',
  philosophy: {
    eyebrow: 'Our philosophy',
    heading: 'Heat, Water, Stillness',
    paragraphs: [
      'A sanctum is a place set apart. Ours are built from what the Alentejo has always offered: warm stone, cool water, long light and a silence you can hear.',
      'We believe renewal is not something done to you. It happens when the body is given the right conditions and the time to use them, so we design the conditions and leave you the time.',
    ],
  },
  journey: {
    eyebrow: 'Personalised with AI',
    heading: 'Your Sanctum Day, Shaped Around You',
    intro:
      'Our wellness concierge turns a few honest answers into a day that fits you: which sanctum, which stations, in which order and for how long.',
    steps: [
      {
        title: 'Share your intention',
        description: 'Rest, energy, clarity or recovery: tell us what you came for.',
      },
      {
        title: 'Tell us how you feel',
        description: 'Your energy, sleep and stress today, and how warm or cool you like it.',
      },
      {
        title: 'Receive your journey',
        description: 'A sequence of stations and rest, timed for your intention and your body.',
      },
      {
        title: 'Adjust as you go',
        description: 'Change your mind on the day: your journey follows your pace, not the clock.',
      },
    ],
    action: { label: 'Personalise My Sanctum Day', href: '/booking' },
  },
} as const satisfies {
  heroImage: MediaKey;
  intro: string;
  pathwaysHeading: string;
  philosophy: { eyebrow: string; heading: string; paragraphs: readonly string[] };
  journey: {
    eyebrow: string;
    heading: string;
    intro: string;
    steps: readonly { title: string; description: string }[];
    action: PageAction;
  };
};
