import type { NavItem } from './model/navigation.ts';

export type { NavItem } from './model/navigation.ts';

/** The header's links, in the spec's order. */
export const navItems = [
  { name: 'Our Approach', path: '/approach' },
  { name: 'Experiences', path: '/experiences' },
  { name: 'Sanctum', path: '/sanctum' },
  { name: 'Alento Club', path: '/racket-club' },
  { name: 'Dining', path: '/dining' },
  { name: 'Stays', path: '/stays' },
  { name: 'Holistic Landcare', path: '/holistic-landcare' },
  { name: 'Location', path: '/location' },
  { name: 'AI Concierge', path: '/concierge' },
] as const satisfies readonly NavItem[];

export const bookNow = { name: 'Book Now', path: '/booking' } as const satisfies NavItem;

/** Where the brand mark in the header leads. */
export const homePath = '/home';
