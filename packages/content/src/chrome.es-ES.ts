import type { Words } from './words.ts';
import type * as en from './chrome.ts';

export const chrome: Words<typeof en.chrome> = {
  skipLink: 'Saltar al contenido',
  homeLink: (name) => `Inicio de ${name}`,
  navigation: 'Principal',
  menu: 'Menú',
  languages: 'Idioma',
  notifications: 'Notificaciones',
  dismissNotification: 'Cerrar notificación',
  onNetwork: (name, network) => `${name} en ${network}`,
  position: (position, total) => `${position} de ${total}`,
  newTab: ' (se abre en una pestaña nueva)',
  partUnavailable: {
    title: 'Página cargada a medias',
    description:
      'No hemos podido cargar parte de esta página, así que algunos botones pueden no responder. Comprueba tu conexión y vuelve a cargar la página.',
  },
};

export const comingSoon: Words<typeof en.comingSoon> = 'Próximamente';
