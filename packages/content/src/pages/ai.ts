import type { PageAction } from '../actions.ts';
import { assessmentDuration } from '../claims.ts';
import { journeyModes } from '../assessment.ts';
import type { MediaKey } from '../media.ts';

const [relax, refresh, revive] = journeyModes;

/**
 * The AI wellness page (spec "AI wellness", /ai): how a personalised schedule is made, what it
 * gives a guest and what it is built on. The "AI" is the resort's written wellness rules
 * (`concierge-rules.ts`), run in the guest's browser; the page says so before anything else.
 */

export interface AiStep {
  readonly id: string;
  readonly title: string;
  readonly description: string;
}

export const aiSteps = [
  {
    id: 'personal-assessment',
    title: 'Personal Assessment',
    description: `Tell us your goals, how you slept, your energy and stress today, and how you like the heat. It takes ${assessmentDuration}.`,
  },
  {
    id: 'ai-analysis',
    title: 'AI Analysis',
    description:
      'Our wellness rules weigh your answers: which goal leads, how much heat suits you, how much rest you need between stations.',
  },
  {
    id: 'personalised-schedule',
    title: 'Personalised Schedule',
    description: `You receive a journey in one of three modes, ${relax.name}, ${refresh.name} or ${revive.name}, with a guided sequence, stations from heat to cold to rest, and one touchless therapy.`,
  },
  {
    id: 'continuous-learning',
    title: 'Continuous Learning',
    description:
      'Answer again on your next visit, or halfway through the day, and the schedule follows how you feel now.',
  },
] as const satisfies readonly AiStep[];

export interface AiBenefit {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** A name from the design system's icon set. */
  readonly icon: string;
}

export const aiBenefits = [
  {
    id: 'made-for-you',
    title: 'Made for You',
    description: 'A day built on your goals and your body today, not on a standard menu.',
    icon: 'heart',
  },
  {
    id: 'no-guesswork',
    title: 'No Guesswork',
    description: 'Know where to start, how long to stay and when to rest, station by station.',
    icon: 'map-pin',
  },
  {
    id: 'better-rest',
    title: 'Deeper Rest',
    description:
      'Sequences that end in stillness, so the calm lasts into the evening and the night.',
    icon: 'moon',
  },
  {
    id: 'time-well-spent',
    title: 'Time Well Spent',
    description: 'Less wandering between stations, more time in the ones that do you good.',
    icon: 'clock',
  },
  {
    id: 'private',
    title: 'Private by Design',
    description: 'Your answers never leave your browser: nothing to sign up for, nothing stored.',
    icon: 'check',
  },
  {
    id: 'grows-with-you',
    title: 'Grows With You',
    description: 'Come back in another season and your journey changes with you.',
    icon: 'leaf',
  },
] as const satisfies readonly AiBenefit[];

export const aiTechnology = [
  {
    id: 'biometric-integration',
    title: 'Biometric Integration',
    description:
      'Bring what your own watch or ring says about your sleep and recovery to the assessment; the rules read your answers, never a device.',
    icon: 'heart',
  },
  {
    id: 'predictive-analytics',
    title: 'Predictive Analytics',
    description:
      'Rules written by our wellness team anticipate how heat, cold and rest will land on a body that slept badly or trained hard.',
    icon: 'brain',
  },
  {
    id: 'continuous-learning',
    title: 'Continuous Learning',
    description:
      'Each season the team reviews the rules against what guests tell us in person, and the concierge improves with every release.',
    icon: 'sparkle',
  },
] as const satisfies readonly AiBenefit[];

export const aiWellnessPage = {
  hero: {
    image: 'hero-ai',
    eyebrow: 'Personalised wellness',
    intro:
      'A few honest answers become a spa day shaped around you: which stations, in which order, and when to rest.',
    action: { label: 'Book Your Journey', href: '/booking' },
  },
  privacy: {
    heading: 'How Your Recommendations Are Made',
    paragraphs: [
      'Recommendations come from our wellness team’s written rules, computed in your own browser from your assessment answers.',
      'Your answers stay in your browser. They are never sent to us or to anyone else, and they are forgotten when you leave the page.',
    ],
  },
  steps: {
    eyebrow: 'How it works',
    heading: 'Four Steps to Your Journey',
  },
  benefits: {
    heading: 'Why a Personalised Journey',
    intro: 'What changes when your day is planned around you.',
  },
  technology: {
    eyebrow: 'The technology',
    heading: 'What It Is Built On',
    intro: 'Simple, open rules rather than a black box, and honest about what they read.',
  },
  closing: {
    heading: 'Your Journey Begins Here',
    text: 'Book your day, and arrive to a journey that already knows where you want to go.',
    actions: [
      { label: 'Book Your Journey', href: '/booking' },
      { label: 'Learn More', href: '/sanctum', about: 'about the sanctums' },
    ],
  },
} as const satisfies {
  hero: { image: MediaKey; eyebrow: string; intro: string; action: PageAction };
  privacy: { heading: string; paragraphs: readonly string[] };
  steps: { eyebrow: string; heading: string };
  benefits: { heading: string; intro: string };
  technology: { eyebrow: string; heading: string; intro: string };
  closing: { heading: string; text: string; actions: readonly PageAction[] };
};
