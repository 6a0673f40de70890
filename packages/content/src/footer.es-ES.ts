/** The guest footer and the partnership pages' footer in Castilian Spanish. */
import type { Words } from './words.ts';
import type * as en from './footer.ts';
import { siteConfig } from './site.ts';

export const footer: Words<typeof en.footer> = {
  heading: `Tu viaje a ${siteConfig.name} empieza aquí`,
  tagline:
    'Sumérgete en la naturaleza, renuévate en la quietud y transfórmate con intención en las serenas colinas del Alentejo.',
  contactHeading: 'Contacto',
  quickLinksHeading: 'Explorar',
  quickLinks: [
    'Circuito de spa',
    'Circuitos de Vitalidad',
    'Alento Club',
    'Estancias en el bosque',
    'Café de bienestar',
  ],
  programsHeading: 'Programas',
  programs: [
    'Bio-Age Reset',
    'Círculo de la Quietud',
    'Depuración de Temporada',
    'Día Sabático en la Naturaleza',
    'Retiros de Descanso en Familia',
  ],
  newsletter: {
    heading: 'Quédate en la calma',
    intro:
      'Cartas de temporada desde las colinas: nuevos retiros, rituales y lo que va creciendo en el huerto.',
    label: 'Correo electrónico',
    button: 'Suscribirme',
    confirmation: (email) =>
      `Nuestras cartas de temporada aún no han empezado, así que ${email} no se ha enviado a ningún sitio ni se ha guardado. Escribe a ${siteConfig.email} y te avisaremos cuando empiecen.`,
  },
};

export const partnershipFooter: Words<typeof en.partnershipFooter> = {
  heading: `Colaboraciones con ${siteConfig.name}`,
  blurb: 'Construimos juntos un destino de bienestar regenerativo en el Alentejo.',
  followHeading: 'Síguenos',
  talkHeading: 'Habla con nosotros',
  chatLabel: `Chatear por ${siteConfig.messagingApp}`,
  chatMessage: `Hola, equipo de ${siteConfig.name}: me gustaría hablar de posibles colaboraciones.`,
};

export const footerLinks: Words<typeof en.footerLinks> = {
  label: 'Información útil',
  items: [
    { label: 'Seguridad', href: '/spa/safety' },
    { label: 'Normas del spa', href: '/spa/etiquette' },
    { label: 'Preguntas frecuentes', href: '/faq' },
    { label: 'Privacidad', href: '/privacy' },
    { label: 'Accesibilidad', href: '/accessibility' },
    {
      label: 'Libro de Reclamaciones (Livro de Reclamações)',
      href: 'https://www.livroreclamacoes.pt/',
    },
  ],
};

export const messagingLink: Words<typeof en.messagingLink> = (
  message,
  number = siteConfig.messagingNumber,
) => `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
