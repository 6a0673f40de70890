/** The header's links in European Portuguese. */
import type { Words } from './words.ts';
import type * as en from './navigation.ts';

export const navItems: Words<typeof en.navItems> = [
  { name: 'Abordagem', path: '/approach' },
  { name: 'Experiências', path: '/experiences' },
  { name: 'Sanctum', path: '/sanctum' },
  { name: 'Alento Club', path: '/racket-club' },
  { name: 'Gastronomia', path: '/dining' },
  { name: 'Estadias', path: '/stays' },
  { name: 'Cuidar da terra', path: '/holistic-landcare' },
  { name: 'Localização', path: '/location' },
  { name: 'Concierge IA', path: '/concierge' },
];

export const bookNow: Words<typeof en.bookNow> = { name: 'Reservar', path: '/booking' };

export const homePath: Words<typeof en.homePath> = '/home';
