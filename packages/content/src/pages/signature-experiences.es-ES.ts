/** The signature experiences in Castilian Spanish. */
import { prices } from '../constants.ts';
import { formatDuration } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './signature-experiences.ts';

const book = { label: 'Reservar esta experiencia', href: '/booking' } as const;

export const signatureExperiences: Words<typeof en.signatureExperiences> = {
  eyebrow: 'Experiencias emblemáticas',
  heading: 'Dos rituales para empezar',
  intro:
    'Los recorridos que más gustan a nuestros huéspedes: cada uno, un día completo de calor, agua, tierra y descanso.',
  durationLabel: 'Duración',
  priceLabel: 'Precio',
  highlightsLabel: 'Lo más destacado',
  experiences: [
    {
      id: 'thermal-sanctuary',
      title: 'Recorrido del Santuario Termal',
      duration: formatDuration(prices.thermalSanctuaryJourney.hours, 'es-ES'),
      price: prices.thermalSanctuaryJourney.euros,
      description:
        'Un recorrido pausado entre el calor y el frío, guiado a tu ritmo. Sauna de ceremonias, canal de agua fría, onsen mineral y descanso sobre heno.',
      highlights: [
        'Ritual aufguss de vapor aromático en la sauna de ceremonias',
        'Onsen de la tierra a cielo abierto',
        'Infusión de hierbas en la casa de té',
      ],
      image: 'signature-thermal-sanctuary',
      action: book,
    },
    {
      id: 'earth-ritual',
      title: 'Ritual Tierra del Alentejo',
      duration: formatDuration(prices.alentejoEarthRitual.hours, 'es-ES'),
      price: prices.alentejoEarthRitual.euros,
      description:
        'Arcilla roja de nuestras colinas, aceite de oliva templado y un masaje de cuerpo entero en una cabaña de paja entre olivos. La tierra misma, sobre tu piel.',
      highlights: [
        'Envoltura corporal de arcilla roja',
        'Masaje con aceite de oliva en una cabaña de tratamientos',
        'Hammam y ritual de espuma',
      ],
      image: 'signature-earth-ritual',
      action: book,
    },
  ],
};
