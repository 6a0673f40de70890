import type { CallToAction } from './actions.ts';

/**
 * The way from the pages a guest reads while choosing (the spa circuit, the booking hub) to the
 * pages they read before coming: the house rules, the safety page and the questions answered.
 */
export const guestGuide = {
  eyebrow: 'Before You Come',
  heading: 'Good to Know',
  intro:
    "The circuit's hours, what to wear and bring, children and family hours, how to take the heat and the cold, and short answers to what guests ask most.",
  actions: [
    { label: 'House Rules and What to Bring', href: '/spa/etiquette' },
    { label: 'Safety at Every Station', href: '/spa/safety' },
    { label: 'Questions Answered', href: '/faq' },
  ],
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  actions: readonly CallToAction[];
};
