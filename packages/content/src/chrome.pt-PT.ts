import type { Words } from './words.ts';
import type * as en from './chrome.ts';

export const chrome: Words<typeof en.chrome> = {
  skipLink: 'Saltar para o conteúdo',
  homeLink: (name) => `Página inicial do ${name}`,
  navigation: 'Principal',
  menu: 'Menu',
  languages: 'Idioma',
  notifications: 'Notificações',
  dismissNotification: 'Fechar notificação',
  onNetwork: (name, network) => `${name} no ${network}`,
  position: (position, total) => `${position} de ${total}`,
  newTab: ' (abre num novo separador)',
  partUnavailable: {
    title: 'Página carregada em parte',
    description:
      'Não foi possível carregar parte desta página, por isso alguns botões podem não responder. Verifique a ligação e volte a carregar a página.',
  },
};

export const comingSoon: Words<typeof en.comingSoon> = 'Em breve';
