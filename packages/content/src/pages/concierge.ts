import { assessmentSlider, heatRounds, stationMinutes } from '../constants.ts';
import { assessmentDuration, claims } from '../claims.ts';
import { capitalise, numberWord } from '../format.ts';
import { journeyModes } from '../assessment.ts';
import type { MediaKey } from '../media.ts';

/**
 * The AI Concierge page (spec "AI Concierge page"): three tabs, the assessment and its toast, and
 * the fixed recommendations shown until the guest submits an assessment.
 */

export const conciergeTabs = [
  { id: 'about', label: 'About' },
  { id: 'assessment', label: 'Assessment' },
  { id: 'recommendations', label: 'Recommendations' },
] as const;
export type ConciergeTabId = (typeof conciergeTabs)[number]['id'];

const mode = (id: (typeof journeyModes)[number]['id']) => journeyModes.find((m) => m.id === id)!;

export const conciergePage = {
  heroImage: 'hero-concierge' satisfies MediaKey,
  eyebrow: 'Your personal spa journey',
  lede: 'Tell us how you feel and what you hope for. The concierge turns your answers into a journey through the circuit, in one of three modes.',
  section: {
    eyebrow: 'Your concierge',
    heading: 'Plan Your Spa Journey',
    /** What the "AI" is and where the answers go, said plainly before the first question. */
    privacy:
      'The concierge applies our wellness team’s rules to your answers, right here in your browser. Your answers are never sent to us or to anyone else, and they are forgotten when you leave the page.',
  },
  tabsLabel: 'Concierge',
  about: {
    heading: 'A Journey Designed Around You',
    paragraphs: [
      `Our circuit has ${claims.stationsStated} stations. The concierge helps you choose: which to visit, in what order, and which touchless therapy to end with.`,
      'It weighs your goals, your energy, sleep and stress today, and how warm and how sociable you like your spa time, then suggests a mode and a sequence to follow.',
    ],
    modesHeading: 'Three modes',
    modes: [
      {
        ...mode('relax'),
        icon: 'moon',
        description: 'For stress and tired nights: slow warmth, soft water and long rests.',
      },
      {
        ...mode('refresh'),
        icon: 'sun',
        description: 'For low energy: short rounds of heat and cold to wake body and mind.',
      },
      {
        ...mode('revive'),
        icon: 'leaf',
        description: 'For a fresh start: steam, mud and minerals to clear and renew.',
      },
    ],
    start: 'Start the Assessment',
  },
  assessment: {
    heading: 'Wellness Assessment',
    duration: `Takes ${assessmentDuration}. There are no wrong answers, and nothing is required.`,
    goalsLabel: 'What would you like from your visit?',
    goalsHint: 'Choose as many as you like.',
    slidersLabel: 'How are you today?',
    sliderHint: (low: string, high: string) =>
      `${assessmentSlider.min} is ${low.toLowerCase()}, ${assessmentSlider.max} is ${high.toLowerCase()}.`,
    decrease: (label: string) => `Lower ${label.toLowerCase()}`,
    increase: (label: string) => `Raise ${label.toLowerCase()}`,
    temperatureLabel: 'Temperature preference',
    activityLabel: 'Activity level',
    socialLabel: 'Social preference',
    notesLabel: 'Anything else we should know?',
    notesHint: 'Injuries, pregnancy, things you love or would rather avoid.',
    notesMaxLength: 500,
    submit: 'Get My Recommendations',
  },
  toast: {
    title: 'Assessment Submitted',
    description:
      "Your wellness assessment has been received. We'll prepare your personalized recommendations.",
  },
  /** When the wellness rules cannot be fetched (the connection dropped, the site was updated). */
  loadFailed: {
    title: 'Recommendations Not Loaded',
    description:
      "We couldn't load your recommendations. Check your connection and try again: your answers are still here.",
  },
  recommendations: {
    fixedHeading: 'Recommended for Most Guests',
    fixedIntro:
      'Until you complete the assessment, here is where we would start. Take the assessment for a journey of your own.',
    fixed: [
      {
        title: 'Begin with the Sleep Optimization Flow',
        description:
          'Warm herbs for the feet, the salt room, the earth onsen and a float under the stars: the gentlest way into the circuit.',
      },
      {
        title: 'Follow heat with cool water, then rest',
        // The sauna's guidance on the stations and the safety page says the same, from the same figures.
        description: `${capitalise(numberWord(stationMinutes.sauna.min))} to ${numberWord(stationMinutes.sauna.max)} minutes of heat, a cool-down in a biopool, and twice as long resting. ${capitalise(numberWord(heatRounds))} rounds are plenty.`,
      },
      {
        title: 'End with your touchless treatment',
        description:
          'Hydrojet, Wavetouch or Mineral Soak: one is included in your pass. Wavetouch suits a first visit best.',
      },
    ],
    takeAssessment: 'Take the Assessment',
    journeyHeading: 'Your Journey',
    modeLabel: 'Mode',
    sequenceLabel: 'Guided sequence',
    stationsLabel: 'Your stations, in order',
    touchlessLabel: 'Touchless therapy',
    retake: 'Change My Answers',
    carry: 'Request This Journey',
    book: 'Book Your Visit',
    contact: 'Talk to Our Team',
  },
} as const;
