/** The gallery of the spaces in European Portuguese. */
import type { Words } from '../../words.ts';
import { spaces } from '../spaces.pt-PT.ts';
import type * as en from './gallery.ts';

export const spacesGallery: Words<typeof en.spacesGallery> = {
  intro:
    'Um passeio lento pelo recinto, em quinze imagens: onde vai dormir, banhar-se, brincar, comer e não fazer rigorosamente nada. Escolha uma imagem para a ver em tamanho maior.',
  heading: 'Os espaços em imagens',
  openLabel: 'Ver em tamanho maior',
  dialogLabel: 'Visualizador de imagens',
  previousLabel: 'Imagem anterior',
  nextLabel: 'Imagem seguinte',
  closeLabel: 'Fechar o visualizador',
  closingHeading: 'Venha vê-los com os seus próprios olhos',
  items: spaces.map((space) => ({
    id: space.id,
    image: space.image,
    title: space.title,
    caption: space.description,
  })),
  actions: [
    { label: 'Voltar aos espaços', href: '/spaces' },
    { label: 'Reservar uma visita', href: '/booking' },
  ],
};
