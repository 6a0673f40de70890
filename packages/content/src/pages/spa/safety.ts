import type { CallToAction } from '../../actions.ts';
import { guestAges, heatRounds, stationMinutes, temperatures } from '../../constants.ts';
import { capitalise, formatTemperature, numberWord } from '../../format.ts';
import { formatMinutes } from '../../guidance-format.ts';
import type { MediaKey } from '../../media.ts';

/** A point made with an Icon name, a title and a line or two. */
export interface SafetyPoint {
  readonly id: string;
  readonly icon: string;
  readonly title: string;
  readonly description: string;
}

/**
 * Safety at every station (/spa/safety): how to move through heat and cold, drinking, the signs
 * to stop, who should ask first, what the hosts can help with, and the table of every station
 * (its rows are `allStationGuidance()`, its temperature and time columns named by
 * `guidanceLabels`). Calm and factual: what to expect, never a warning sign in words.
 */
export const safetyPage = {
  heroImage: 'hero-spa' satisfies MediaKey,
  intro:
    'Heat, cold and water do the most good taken slowly. Here is how to move through the circuit at your own pace, what each station asks of you, and when to step out.',
  rhythm: {
    eyebrow: 'The Rhythm',
    heading: 'How to Move Through Heat and Cold',
    intro: `A round is heat, then cold, then rest. ${capitalise(numberWord(heatRounds))} rounds make a full visit, and one is a fine start.`,
    steps: [
      {
        title: 'Shower and dry off',
        text: 'A warm shower before the first round, then dry yourself well: dry skin warms more evenly.',
      },
      {
        title: 'Warm up gently',
        text: `Begin in an infrared sauna at ${formatTemperature(temperatures.infraredSauna)}, or with a warm foot soak. In the hotter rooms, sit low at first: the air is cooler near the floor.`,
      },
      {
        title: 'Take the heat',
        text: `${capitalise(formatMinutes(stationMinutes.sauna))} in the sauna is plenty. Step out sooner whenever you like: the time is a limit, not a target.`,
      },
      {
        title: 'Cool down step by step',
        text: 'Fresh air first, then a cool shower, then the cold plunge or the biopool if you like. Cool your arms and legs before your chest.',
      },
      {
        title: 'Rest',
        text: 'Lie back for twice as long as you were in the heat, in the hay space, on a lounger or in the tea house, and drink something.',
      },
      {
        title: 'Go again, or finish warm',
        text: `Up to ${numberWord(heatRounds)} rounds. End with a rest, and feel warm and steady before you dress and drive home.`,
      },
    ],
  },
  hydration: {
    heading: 'Drink as You Go',
    paragraphs: [
      'Heat and steam draw water from you faster than you notice. Drink a glass of water or herbal tea after every round, and more on hot days.',
      'Mineral water is poured at the vitality pool bar and herbal tea in the tea house, and any host will bring you a glass. Keep alcohol for after the circuit.',
    ],
  },
  signs: {
    heading: 'When to Stop',
    intro:
      'Your body says when it has had enough. Step out at any of these signs, without finishing the round:',
    items: [
      'Dizziness or light-headedness',
      'Nausea or a headache',
      'A racing or pounding heart',
      'Shortness of breath',
      'Shivering that does not settle once you are dry and warm',
      'Numbness or pins and needles in the cold',
    ],
    then: 'Sit or lie down somewhere cool and shaded, sip water and tell the nearest host. Our hosts are trained in first aid and will stay with you until you feel yourself again.',
  },
  askFirst: {
    heading: 'Before You Go In',
    intro:
      'Most guests enjoy every station. A few should check first, and each station’s notes say which of these apply to it.',
    items: [
      {
        id: 'pregnancy',
        icon: 'leaf',
        title: 'Pregnancy',
        description:
          'Ask your doctor or midwife first: heat and cold ask more of the body while you are pregnant. The hydrotherapy pool, the biopool and the float are the gentlest stations.',
      },
      {
        id: 'heart',
        icon: 'heart',
        title: 'Heart and blood pressure',
        description:
          'If you have a heart or blood-pressure condition, ask your doctor which stations suit you. Heat widens the blood vessels and cold narrows them.',
      },
      {
        id: 'alcohol',
        icon: 'cup',
        title: 'After alcohol',
        description:
          'Leave the heat, the cold and the water for another day. Alcohol dulls the signals that tell you when to step out.',
      },
      {
        id: 'fever',
        icon: 'bed',
        title: 'A fever, or feeling unwell',
        description:
          'Rest instead: a fever already raises your temperature, and the circuit will be here when you are well.',
      },
      {
        id: 'children',
        icon: 'child',
        title: 'Children',
        description: `They warm up and cool down faster than adults. From ${String(guestAges.familyPools)}, they share the nature biolake, the biopool and the Kneipp walk with an adult, in family hours, and for shorter times than you. The heat, the hot baths, the float and the cold are for guests aged ${String(guestAges.wholeCircuit)} and over.`,
      },
    ],
  },
  hosts: {
    heading: 'What Our Hosts Can Help With',
    intro:
      'Our hosts walk the circuit and wait at the reception of the Sanctum Building. Ask them anything.',
    items: [
      {
        id: 'plan',
        icon: 'users',
        title: 'Planning your rounds',
        description:
          'An order of stations and times that suits you, or one of the guided sequences.',
      },
      {
        id: 'times',
        icon: 'clock',
        title: 'Times and ceremonies',
        description:
          'When the next aufguss begins, which pool is quietest, and when the evening floats start.',
      },
      {
        id: 'comfort',
        icon: 'droplet',
        title: 'Water, tea and a blanket',
        description:
          'A glass of water, a pot of herbal tea, a dry robe or a blanket whenever you need one.',
      },
      {
        id: 'first-aid',
        icon: 'heart',
        title: 'First aid',
        description:
          'Every host is trained in first aid and will call a doctor to the spa if one is needed.',
      },
      {
        id: 'families',
        icon: 'child',
        title: 'Families',
        description: 'Which stations suit your children, and how long they should stay.',
      },
    ],
  },
  table: {
    eyebrow: 'At a Glance',
    heading: 'Every Station, Its Heat and Its Time',
    intro:
      'From the hottest rooms to the open water. On the floor plan and the spa page, each station’s notes add how to come back afterwards and who should ask first.',
    caption: 'Temperature and recommended time at each station',
    stationLabel: 'Station',
    timeLabel: 'Time',
  },
  closing: {
    heading: 'Ready for the Circuit',
    body: 'Questions about your health and the circuit are welcome before you book: write to us, or ask a host on the day.',
    actions: [
      { label: 'Explore the Spa Circuit', href: '/spa' },
      { label: 'Ask Our Team', href: '/contact' },
    ] as const satisfies readonly CallToAction[],
  },
} as const satisfies {
  heroImage: MediaKey;
  intro: string;
  rhythm: {
    eyebrow: string;
    heading: string;
    intro: string;
    steps: readonly { title: string; text: string }[];
  };
  hydration: { heading: string; paragraphs: readonly string[] };
  signs: { heading: string; intro: string; items: readonly string[]; then: string };
  askFirst: { heading: string; intro: string; items: readonly SafetyPoint[] };
  hosts: { heading: string; intro: string; items: readonly SafetyPoint[] };
  table: {
    eyebrow: string;
    heading: string;
    intro: string;
    caption: string;
    stationLabel: string;
    timeLabel: string;
  };
  closing: { heading: string; body: string; actions: readonly CallToAction[] };
};
