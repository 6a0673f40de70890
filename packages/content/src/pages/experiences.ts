import { propertyClaims } from '../constants.ts';
import { claims } from '../claims.ts';
import { capitalise } from '../format.ts';
import type { MediaKey } from '../media.ts';
import type { Experience as ModelExperience } from '../model/experiences.ts';

/**
 * The Experiences catalogue (spec "Experiences page"): seven categories for the filter bar and the
 * ten cards of the spec's table, in its order.
 */

/**
 * A named colour for a category. Content names the tone; the design system maps each name to
 * theme colours, so another property's palette changes the look without touching this file.
 */
export type ExperienceTone = 'sage' | 'terracotta' | 'moss' | 'amber' | 'rose' | 'sand' | 'sky';

export const experienceCategories = [
  { id: 'wellness', name: 'Wellness', tone: 'sage' },
  { id: 'movement', name: 'Movement', tone: 'terracotta' },
  { id: 'nature', name: 'Nature', tone: 'moss' },
  { id: 'creative', name: 'Creative', tone: 'amber' },
  { id: 'family', name: 'Family', tone: 'rose' },
  { id: 'stay', name: 'Stays', tone: 'sand' },
  { id: 'technology', name: 'Technology', tone: 'sky' },
] as const satisfies readonly { id: string; name: string; tone: ExperienceTone }[];

export type ExperienceCategory = (typeof experienceCategories)[number];
export type ExperienceCategoryId = ExperienceCategory['id'];

/** Experience card (spec §3): id, title, subtitle, description, icon, link, image, category. */
export interface Experience extends ModelExperience<ExperienceCategoryId> {
  readonly image: MediaKey;
}

export const defaultExperienceButtonLabel = 'Start Your Wellness Path';

export const experiences = [
  {
    id: 'sanctum-flow',
    title: 'Sanctum Flow',
    subtitle: 'The self-paced spa circuit',
    description: `${capitalise(claims.stationsStated)} stations across ${propertyClaims.sanctumFlowAcres} acres in one continuous loop: saunas, steam, cold plunges, biopools and hot onsen pools, taken at your own pace.`,
    icon: 'spa',
    link: '/spa',
    image: 'experience-sanctum-flow',
    category: 'wellness',
    buttonLabel: 'Explore the Circuit',
  },
  {
    id: 'vitality-circuits',
    title: 'Vitality Circuits',
    subtitle: 'Longevity and biohacking',
    description:
      'Guided sequences of heat, cold, light and breath, drawn from longevity research and paced by how your body answers on the day.',
    icon: 'flame',
    link: '/booking',
    image: 'experience-vitality-circuits',
    category: 'technology',
  },
  {
    id: 'nature-stays',
    title: 'Nature Stays',
    subtitle: 'Forest accommodation',
    description:
      'Wellness suites, garden villas and beehive pods among the cork oaks, with organic linens, filtered water and air whose purity we measure.',
    icon: 'bed',
    link: '/spaces',
    image: 'experience-nature-stays',
    category: 'stay',
    buttonLabel: 'Explore Our Spaces',
  },
  {
    id: 'nature-immersions',
    title: 'Nature Immersions',
    subtitle: 'Guided by the land',
    description:
      'Forest bathing at first light, barefoot walks through wild rosemary and stargazing on the open hills, led by people who know every path.',
    icon: 'tree',
    link: '/booking',
    image: 'experience-nature-immersions',
    category: 'nature',
  },
  {
    id: 'rest-stillness',
    title: 'Rest & Stillness',
    subtitle: 'Sleep, breath and quiet',
    description:
      'Sound baths, slow breathwork and unhurried rest sessions for a nervous system that has forgotten how to settle.',
    icon: 'moon',
    link: '/booking',
    image: 'experience-rest-stillness',
    category: 'wellness',
  },
  {
    id: 'creative-soul-spaces',
    title: 'Creative & Soul Spaces',
    subtitle: 'Clay, colour and music',
    description:
      'Light-filled studios for pottery, painting and music, where nothing is expected of you but your attention.',
    icon: 'star',
    link: '/booking',
    image: 'experience-creative-soul-spaces',
    category: 'creative',
  },
  {
    id: 'risehall',
    title: 'RiseHall',
    subtitle: 'A hall for movement and gathering',
    description:
      'A timber hall that opens to the hills: morning dance and movement, evening performances and workshops with visiting artists.',
    icon: 'sun',
    link: '/booking',
    image: 'experience-risehall',
    category: 'creative',
  },
  {
    id: 'alento-club',
    title: 'Alento Club',
    subtitle: 'Tennis and padel',
    description:
      'Tennis and padel courts in the hills, coaching for every level, and a club that plays for the long game.',
    icon: 'racket',
    link: '/racket-club',
    image: 'experience-alento-club',
    category: 'movement',
    buttonLabel: 'Visit the Club',
  },
  {
    id: 'kids-path',
    title: "The Kids' Path",
    subtitle: 'For young explorers',
    description:
      'Nature trails, den building and gentle rituals made for children, so a family can rest together and apart.',
    icon: 'child',
    link: '/booking',
    image: 'experience-kids-path',
    category: 'family',
  },
  {
    id: 'ai-concierge',
    title: 'AI Wellness Concierge',
    subtitle: 'Your journey, personalised',
    description:
      'Share your goals, stress level and preferences, and the concierge shapes a spa journey around them: Relax, Refresh or Revive.',
    icon: 'sparkle',
    link: '/concierge',
    image: 'experience-ai-concierge',
    category: 'technology',
    buttonLabel: 'Meet Your Concierge',
  },
] as const satisfies readonly Experience[];

export const experiencesPage = {
  heroImage: 'hero-experiences' satisfies MediaKey,
  intro:
    'Ten ways into Alento, from the thermal circuit to the racket courts and the quiet of the forest. Choose a theme to narrow the list, or take them all in.',
  sectionHeading: 'Find Your Experience',
  filterLabel: 'Filter experiences by category',
  listLabel: 'Experiences',
  allLabel: 'All',
} as const;

/** The button label a card shows. */
export function experienceButtonLabel(experience: Experience): string {
  return experience.buttonLabel ?? defaultExperienceButtonLabel;
}

/** What the filter tells a guest it shows, e.g. "Showing 2 of 10 experiences: Wellness". */
export function experienceCountLabel(count: number, category: ExperienceCategoryId | null): string {
  if (!category) return `Showing all ${count} experiences`;
  const name = experienceCategories.find((c) => c.id === category)!.name;
  return `Showing ${count} of ${experiences.length} experiences: ${name}`;
}
