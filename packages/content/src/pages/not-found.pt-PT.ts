import type { Words } from '../words.ts';
import type * as en from './not-found.ts';

export const notFound: Words<typeof en.notFound> = {
  heading: 'Página não encontrada',
  message: 'Parece que nos desviámos do caminho. Esta página não existe no nosso santuário.',
  homeLink: 'Voltar à página inicial',
  title: 'Página não encontrada',
};
