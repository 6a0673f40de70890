import { comingSoon } from '../chrome.ts';
import type { MediaKey } from '../media.ts';

/** The wellness philosophy page (spec "Wellness philosophy page"): the eight pillars. */

export interface WellnessPillar {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** A name from the design system's icon set. */
  readonly icon: string;
}

export const wellnessPillars = [
  {
    id: 'movement',
    title: 'Movement',
    description:
      'Walking the hills, playing on the courts, stretching at sunrise. Movement that feels like play keeps you coming back to it.',
    icon: 'mountain',
  },
  {
    id: 'nutrition',
    title: 'Nutrition',
    description:
      'Seasonal food from the garden and local farms, cooked simply: olive oil, pulses, herbs and fruit picked the same morning.',
    icon: 'utensils',
  },
  {
    id: 'rest-recovery',
    title: 'Rest & Recovery',
    description:
      'Deep sleep, warm water and unhurried afternoons. Recovery is where the body rebuilds, so we give it room.',
    icon: 'moon',
  },
  {
    id: 'emotional-wellbeing',
    title: 'Emotional Wellbeing',
    description:
      'Space to feel what you feel: quiet corners, gentle conversation and practices that settle a busy mind.',
    icon: 'heart',
  },
  {
    id: 'detox-renewal',
    title: 'Detox & Renewal',
    description:
      'Heat, steam, salt and cold water help the body do what it already knows how to do: clear, refresh and begin again.',
    icon: 'steam',
  },
  {
    id: 'connection-purpose',
    title: 'Connection & Purpose',
    description:
      'Long tables, shared fires and time with the people you came with, or the ones you meet here.',
    icon: 'users',
  },
  {
    id: 'nature-immersion',
    title: 'Nature Immersion',
    description:
      'Cork oaks, wild herbs and dark skies. Time outdoors lowers the noise and brings the senses back.',
    icon: 'leaf',
  },
  {
    id: 'science-innovation',
    title: 'Science & Innovation',
    description:
      'Longevity research and careful measurement guide what we offer, so every ritual earns its place.',
    icon: 'brain',
  },
] as const satisfies readonly WellnessPillar[];

export const approachPage = {
  heroImage: 'hero-approach' satisfies MediaKey,
  intro:
    'Wellbeing is not one thing. It is eight, held in balance: how you move, eat, rest, feel, renew, connect, notice and learn. Each pillar shapes what we offer, from the spa circuit to the table.',
  pillarsHeading: 'The Eight Pillars',
  pillarEyebrow: (position: number) => `Pillar ${position}`,
  /**
   * Each pillar's button leads to /programs in the spec but is disabled there; it stays a button
   * that says it is not available yet. Inside its pillar's card, one short word is enough.
   */
  programsButton: 'Programs',
  programsUnavailable: comingSoon,
  closing: {
    heading: 'Balance, Not Perfection',
    text: 'No one lives all eight pillars every day. We make it easy to lean into the ones you need, for as long as you are with us, and to take a few home.',
  },
} as const;
