/** The Seasons page in Castilian Spanish. */
import { comingSoon } from '../chrome.ts';
import type { Words } from '../words.ts';
import type * as en from './seasons.ts';
import type { Season } from './seasons.ts';

function seasonImages(id: Season['id']): Season['images'] {
  return [`season-${id}-1`, `season-${id}-2`, `season-${id}-3`, `season-${id}-4`] as const;
}

export const seasons: Words<typeof en.seasons> = [
  {
    id: 'spring',
    name: 'Primavera',
    tagline: 'Despertar',
    description:
      'Las flores silvestres cubren las colinas y el huerto despierta. La primavera es para empezar de nuevo: comida depurativa, paseos matinales y movimiento suave con la luz recién estrenada.',
    images: seasonImages('spring'),
    actions: [
      { label: 'Explorar los programas', href: '/programs' },
      { label: 'Reservar en primavera', href: '/booking' },
    ],
  },
  {
    id: 'summer',
    name: 'Verano',
    tagline: 'Fluir',
    description:
      'Largos días dorados y noches cálidas bajo las estrellas. El verano es para las biopiscinas frescas a mediodía, el circuito al atardecer y las cenas que se alargan hasta la noche.',
    images: seasonImages('summer'),
    actions: [
      { label: 'Descubrir el spa', href: '/spa' },
      { label: 'Reservar en verano', href: '/booking' },
    ],
  },
  {
    id: 'autumn',
    name: 'Otoño',
    tagline: 'Cosechar',
    description:
      'De la tierra llegan las aceitunas, la uva y el corcho. El otoño es para mesas de cosecha, talleres creativos y volver poco a poco a tu propio ritmo.',
    images: seasonImages('autumn'),
    actions: [
      { label: 'Ver experiencias', href: '/experiences' },
      { label: 'Nuestro enfoque', href: '/approach' },
    ],
  },
  {
    id: 'winter',
    name: 'Invierno',
    tagline: 'Descansar',
    description:
      'Mañanas frías y claras, humo de leña y vapor que sube de las piscinas calientes. El invierno es para saunas largas, descanso profundo y el silencio del santuario.',
    images: seasonImages('winter'),
    actions: [
      { label: 'Entrar en el Sanctum', href: '/sanctum' },
      { label: 'Reservar en invierno', href: '/booking' },
    ],
  },
];

export const seasonsPage: Words<typeof en.seasonsPage> = {
  heroImage: 'hero-seasons',
  intro:
    'El Alentejo cambia con cada estación, y nosotros con él. Nuestros rituales, nuestra cocina y nuestros retiros siguen a la tierra a lo largo del año.',
  closing: {
    heading: 'Un retiro para cada estación',
    text: 'Estamos preparando las fechas de los retiros de temporada y nuestro calendario del año.',
    actions: [
      { label: 'Ver el calendario', unavailable: comingSoon },
      { label: 'Avisarme de nuevas fechas', unavailable: comingSoon },
    ],
  },
};
