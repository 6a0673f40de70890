/** The guest and partnership footers and the chat link, in European Portuguese. */
import { siteConfig } from './site.ts';
import type { Words } from './words.ts';
import type * as en from './footer.ts';

export const footer: Words<typeof en.footer> = {
  heading: `A sua viagem até ao ${siteConfig.name} começa aqui`,
  tagline:
    'Mergulhe na natureza, renove-se na quietude e transforme-se com intenção, nas colinas serenas do Alentejo.',
  contactHeading: 'Contacto',
  quickLinksHeading: 'Explorar',
  quickLinks: [
    'Circuito de spa',
    'Circuitos de Vitalidade',
    'Alento Club',
    'Estadias na floresta',
    'Café de bem-estar',
  ],
  programsHeading: 'Programas',
  programs: [
    'Bio-Age Reset',
    'Círculo da Quietude',
    'Depuração Sazonal',
    'Dia Sabático na Natureza',
    'Retiros de Descanso em Família',
  ],
  newsletter: {
    heading: 'Prolongue a quietude',
    intro:
      'Cartas de cada estação, escritas nas colinas: novos retiros, rituais e o que está a crescer no jardim.',
    label: 'Endereço de e-mail',
    button: 'Subscrever',
    confirmation: (email) =>
      `As nossas cartas de cada estação ainda não começaram: o endereço ${email} não foi enviado para lado nenhum nem guardado. Escreva-nos para ${siteConfig.email} e dizemos-lhe quando começarem.`,
  },
};

export const partnershipFooter: Words<typeof en.partnershipFooter> = {
  heading: `Parcerias do ${siteConfig.name}`,
  blurb: 'Em conjunto, estamos a construir um destino de bem-estar regenerativo no Alentejo.',
  followHeading: 'Siga-nos',
  talkHeading: 'Fale connosco',
  chatLabel: `Conversar no ${siteConfig.messagingApp}`,
  chatMessage: `Olá, equipa do ${siteConfig.name}. Gostaria de falar sobre oportunidades de parceria.`,
};

export const footerLinks: Words<typeof en.footerLinks> = {
  label: 'Informações úteis',
  items: [
    { label: 'Segurança', href: '/spa/safety' },
    { label: 'Regras do spa', href: '/spa/etiquette' },
    { label: 'Perguntas frequentes', href: '/faq' },
    { label: 'Privacidade', href: '/privacy' },
    { label: 'Acessibilidade', href: '/accessibility' },
    { label: 'Livro de Reclamações', href: 'https://www.livroreclamacoes.pt/' },
  ],
};

export function messagingLink(
  message: string,
  number: string = siteConfig.messagingNumber,
): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
