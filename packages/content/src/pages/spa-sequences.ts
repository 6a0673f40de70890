import { elementalShowers } from '../claims.ts';
import { numberWord } from '../format.ts';

export interface GuidedSequence {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly duration: string;
  readonly steps: readonly string[];
}

/**
 * The spa's guided sequences: on the spa page, as the spa request form's journeys and as what
 * the concierge suggests. A module of their own, so the form and the concierge carry them
 * without the rest of the spa page.
 */
export const spaSequences = {
  eyebrow: 'Guided Sequences',
  heading: 'Four Ways Round the Loop',
  intro: 'Each sequence is a suggestion, not a rule: stay longer where it feels right.',
  stepsLabel: 'Steps',
  items: [
    {
      id: 'energy-boost',
      title: 'Energy Boost Circuit',
      summary: 'Contrast of heat and cold to wake the body and sharpen the mind.',
      duration: 'About 90 minutes',
      steps: [
        'Warm up in an infrared sauna',
        'Walk the cold plunge',
        'Three rounds in the biohacking plunge pools',
        'Run the elemental showers',
        'A cold-pressed juice at the vitality pool bar',
      ],
    },
    {
      id: 'sleep-optimization',
      title: 'Sleep Optimization Flow',
      summary: 'A slow descent in warmth and quiet, for the evening before a deep night.',
      duration: 'About 2 hours',
      steps: [
        'Soak your feet in warm herbs',
        'Breathe in the Himalayan salt room',
        'Lie back in the earth onsen',
        'Rest in the hay relaxation space',
        'Float under the stars',
      ],
    },
    {
      id: 'detox-circulation',
      title: 'Detox & Circulation Cycle',
      summary: 'Sweat, scrub and rinse to clear the skin and get the blood moving.',
      duration: 'About 2 hours',
      steps: [
        'Steam in the hammam',
        'Mud and scrub on the clay terrace',
        'Rinse under the mud shower',
        'Walk the Kneipp path between the biopools',
        'Aufguss in the Show Sauna',
        'Herbal tea in the tea house',
      ],
    },
    {
      id: 'play-to-stillness',
      title: 'Play-to-Stillness Journey',
      summary: 'Start with laughter and cold water, end in silence.',
      duration: 'About 3 hours',
      steps: [
        'A swim in the nature biolake',
        `The elemental showers, all ${numberWord(elementalShowers.elements.length)}`,
        'A film in the celestial cinema',
        'Your touchless treatment',
        'Stillness in the private sanctum space',
      ],
    },
  ] as const satisfies readonly GuidedSequence[],
} as const;
