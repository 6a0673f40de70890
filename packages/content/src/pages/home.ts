import { floorPlanMarkerCount } from '../constants.ts';
import { claims, stats } from '../claims.ts';
import { capitalise, numberWord } from '../format.ts';
import type { MediaKey } from '../media.ts';
import type { Benefit } from '../model/experiences.ts';
import { signatureExperiences } from './signature-experiences.ts';

/** Benefit item and signature experience card (spec §3). */
export type { Benefit, SignatureExperience } from '../model/experiences.ts';

/** The home page (spec "Home page"); its heading is the route table's. */
export const homePage = {
  hero: {
    eyebrow: 'Nature-integrated wellness in the Alentejo',
    intro:
      'A self-paced spa circuit among cork oaks and olive groves: saunas and cold water, mud and mineral baths, rest in the hay and tea in the garden. Come for a day, stay for a season.',
    image: 'hero-home' satisfies MediaKey,
    actions: [
      { label: 'Book Your Journey', href: '/booking' },
      { label: 'Explore All Facilities', href: '/spa' },
    ],
  },
  why: {
    eyebrow: 'Why Alento',
    heading: 'Wellness That Grows From the Land',
    intro:
      'Everything here is shaped by the hills around it: the water, the clay, the herbs and the quiet.',
    benefits: [
      {
        icon: 'leaf',
        title: 'Rooted in Nature',
        description:
          'Plant-filtered pools, wood-fired saunas and treatments made with clay and herbs from our own land, all within sight of the cork oaks.',
      },
      {
        icon: 'clock',
        title: 'At Your Own Pace',
        description: `${capitalise(claims.stationsStated)} stations in a continuous loop. Follow a guided sequence or wander where the day takes you: there is no wrong way round.`,
      },
      {
        icon: 'sparkle',
        title: 'Personal by Design',
        description:
          'Our wellness concierge shapes a journey around your goals, your energy and how you like to rest, and adjusts it as you go.',
      },
    ] as const satisfies readonly Benefit[],
  },
  signatures: signatureExperiences,
  ai: {
    eyebrow: 'AI Spa Experience',
    heading: 'A Journey Shaped Around You',
    body: 'Tell our wellness concierge how you feel, what you hope for and how you like to rest. It builds a personal circuit from your goals, stress level and preferences, in three modes: Relax for deep restoration, Refresh for energy renewal, Revive for a complete reset.',
    points: [
      'Built from your goals and stress level',
      'Relax, Refresh or Revive',
      'Adjusts as your day unfolds',
    ],
    image: 'hero-ai',
    action: { label: 'Discover AI Wellness', href: '/ai' },
  },
  floorPlan: {
    eyebrow: 'The Grounds',
    heading: 'Explore the Spa Grounds',
    intro: `${capitalise(numberWord(floorPlanMarkerCount))} places to warm, cool, float and rest. Choose a marker on the plan, or use the list below it, to see what each one holds.`,
    image: 'floor-plan',
    showAllLabel: 'Show all facilities',
    groupLabel: 'Group by category',
    viewLabel: 'Plan view',
    panHint: 'Swipe the plan sideways to see all of it, or use the list of every facility below.',
    legendHeading: 'Colour key',
    summaryHeading: 'Facilities by category',
    listHeading: 'Every facility, by category',
    featuresLabel: 'Features',
    closeLabel: 'Close',
    countLabel: (count: number) => (count === 1 ? '1 location' : `${String(count)} locations`),
  },
  testimonial: {
    heading: 'Loved by Our Guests',
    quote:
      'I came for a day and left with a different pace. Between the cold plunge at dawn and the tea house at dusk, I forgot to look at my phone.',
    name: 'Marta S.',
    detail: 'Guest from Lisbon',
  },
  stats: {
    eyebrow: 'Alento in numbers',
    items: stats,
  },
  closing: {
    heading: 'Ready When You Are',
    body: 'Book your day on the circuit, or write to us and we will help you plan it.',
    actions: [
      { label: 'Book Your Visit', href: '/booking' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
  banner: {
    heading: 'The Hills Are Waiting',
    body: 'Heat, water, earth and stillness, a short drive from Lisbon and Faro.',
    actions: [
      { label: 'Book Now', href: '/booking' },
      { label: 'See the Spa Circuit', href: '/spa' },
    ],
  },
} as const;
