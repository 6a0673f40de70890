import type { Words } from '../words.ts';
import type * as en from './not-found.ts';

export const notFound: Words<typeof en.notFound> = {
  heading: 'Página no encontrada',
  message: 'Parece que nos hemos desviado del camino. Esta página no existe en nuestro santuario.',
  homeLink: 'Volver a la página de inicio',
  title: 'Página no encontrada',
};
