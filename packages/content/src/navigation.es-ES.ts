/** The header's links in Castilian Spanish. */
import type { Words } from './words.ts';
import type * as en from './navigation.ts';

export const navItems: Words<typeof en.navItems> = [
  { name: 'Enfoque', path: '/approach' },
  { name: 'Experiencias', path: '/experiences' },
  { name: 'Sanctum', path: '/sanctum' },
  { name: 'Alento Club', path: '/racket-club' },
  { name: 'Gastronomía', path: '/dining' },
  { name: 'Estancias', path: '/stays' },
  { name: 'Cuidar la tierra', path: '/holistic-landcare' },
  { name: 'Ubicación', path: '/location' },
  { name: 'Concierge IA', path: '/concierge' },
];

export const bookNow: Words<typeof en.bookNow> = { name: 'Reservar', path: '/booking' };

export const homePath: Words<typeof en.homePath> = '/home';
