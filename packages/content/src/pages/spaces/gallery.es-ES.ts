/** The gallery of the spaces in Castilian Spanish. */
import type { Words } from '../../words.ts';
import { spaces } from '../spaces.es-ES.ts';
import type * as en from './gallery.ts';

export const spacesGallery: Words<typeof en.spacesGallery> = {
  intro:
    'Un paseo sin prisa por la finca en quince imágenes: dónde dormirás, te bañarás, jugarás, comerás o no harás nada en absoluto. Elige una imagen para verla más grande.',
  heading: 'Los espacios en imágenes',
  openLabel: 'Ampliar',
  dialogLabel: 'Visor de imágenes',
  previousLabel: 'Imagen anterior',
  nextLabel: 'Imagen siguiente',
  closeLabel: 'Cerrar el visor',
  closingHeading: 'Ven a descubrirlos en persona',
  items: spaces.map((space) => ({
    id: space.id,
    image: space.image,
    title: space.title,
    caption: space.description,
  })),
  actions: [
    { label: 'Volver a los espacios', href: '/spaces' },
    { label: 'Reservar una visita', href: '/booking' },
  ],
};
