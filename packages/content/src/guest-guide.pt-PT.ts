/** The way to the house rules, the safety page and the questions answered, in European Portuguese. */
import type { Words } from './words.ts';
import type * as en from './guest-guide.ts';

export const guestGuide: Words<typeof en.guestGuide> = {
  eyebrow: 'Antes de vir',
  heading: 'Bom saber',
  intro:
    'O horário do circuito, o que vestir e trazer, as crianças e o horário familiar, como aproveitar o calor e o frio em segurança, e respostas breves ao que os hóspedes mais perguntam.',
  actions: [
    { label: 'Regras do spa', href: '/spa/etiquette' },
    { label: 'Segurança no circuito', href: '/spa/safety' },
    { label: 'Perguntas frequentes', href: '/faq' },
  ],
};
