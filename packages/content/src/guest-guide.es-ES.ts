/** The way to the house rules, the safety page and the questions answered, in Castilian Spanish. */
import type { Words } from './words.ts';
import type * as en from './guest-guide.ts';

export const guestGuide: Words<typeof en.guestGuide> = {
  eyebrow: 'Antes de venir',
  heading: 'Conviene saber',
  intro:
    'El horario del circuito, qué ponerte y qué traer, los niños y el horario familiar, cómo disfrutar del calor y del frío con seguridad, y respuestas breves a lo que más preguntan los huéspedes.',
  actions: [
    { label: 'Normas del spa', href: '/spa/etiquette' },
    { label: 'Seguridad en el circuito', href: '/spa/safety' },
    { label: 'Preguntas frecuentes', href: '/faq' },
  ],
};
