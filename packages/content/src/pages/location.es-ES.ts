/** The Location page in Castilian Spanish. */
import type { Words } from '../words.ts';
import type * as en from './location.ts';
import { propertyClaims, travelTimes } from '../constants.ts';
import { travelPlaces } from '../claims.ts';
import { capitalise, formatHours, hectaresOver } from '../format.ts';

const estateHectares = hectaresOver(propertyClaims.acresOnGuestPages);

export const transportOptions: Words<typeof en.transportOptions> = [
  {
    id: 'private-transfer',
    title: 'Traslado privado',
    description:
      'Un conductor te espera en llegadas en Faro, Lisboa o Sevilla y te lleva hasta la puerta, con agua y una toalla fresca para el camino.',
    icon: 'car',
  },
  {
    id: 'rental-car',
    title: 'Coche de alquiler',
    description:
      'Conduce a tu ritmo por las llanuras de alcornoques. El último tramo es una tranquila carretera rural, y hay aparcamiento en la finca.',
    icon: 'map-pin',
  },
  {
    id: 'train-shuttle',
    title: 'Tren y lanzadera',
    description:
      'Toma el tren de Lisboa a Évora y nuestra lanzadera te recogerá en la estación para el breve trayecto hasta las colinas.',
    icon: 'train',
  },
];

export const nearbyAttractions: Words<typeof en.nearbyAttractions> = [
  {
    id: 'evora',
    name: 'Évora',
    description:
      'Una ciudad amurallada, Patrimonio Mundial de la UNESCO: el templo romano, la cubierta de la catedral al atardecer y la Capilla de los Huesos.',
  },
  {
    id: 'monsaraz',
    name: 'Monsaraz',
    description:
      'Un pueblo encalado en lo alto de un cerro, dentro de sus murallas, asomado al lago de Alqueva y a España.',
  },
  {
    id: 'alqueva-dark-sky',
    name: 'Reserva Dark Sky Alqueva',
    description:
      'Alrededor del gran lago de Alqueva, el primer lugar certificado como Destino Turístico Starlight: algunos de los cielos más oscuros de Europa.',
  },
  {
    id: 'mertola',
    name: 'Mértola',
    description:
      'Una villa sobre el Guadiana con un castillo árabe, una iglesia que fue mezquita y un largo pasado islámico.',
  },
  {
    id: 'estremoz',
    name: 'Estremoz',
    description:
      'Una villa de mármol con mercado los sábados (figuras de barro, queso y corcho) y la torre de su castillo dominando la llanura.',
  },
  {
    id: 'vila-vicosa',
    name: 'Vila Viçosa',
    description:
      'El palacio ducal de los reyes de la casa de Braganza, calles empedradas con mármol de la zona y naranjos en cada plaza.',
  },
];

export const locationPage: Words<typeof en.locationPage> = {
  hero: {
    image: 'hero-location',
    eyebrow: 'Cómo llegar',
    intro:
      'En las colinas del sur del Alentejo, entre alcornoques y olivares, donde lo único que se oye de noche son los búhos.',
  },
  setting: {
    eyebrow: 'El entorno',
    heading: 'Donde callan las colinas',
    paragraphs: [
      `Alento se extiende por más de ${estateHectares} hectáreas de suaves lomas alentejanas, entre la antigua ciudad universitaria de Évora y la frontera con España. Hay alcornocales, olivares, un lago natural y cielos inmensos.`,
      'Los veranos son largos y dorados; los inviernos, suaves y verdes. Las noches están entre las más oscuras de Europa, y por eso aquí las estrellas parecen más cerca.',
    ],
  },
  map: {
    heading: 'En el mapa',
    image: 'location-map',
    intro:
      'El sur de Portugal y Andalucía, con los aeropuertos a los que llegan nuestros huéspedes.',
    openLabel: 'Abrir en un mapa',
  },
  travel: {
    heading: 'Tiempos de viaje',
    intro: 'Por carretera, desde los aeropuertos y desde Sevilla.',
    label: 'Tiempos de viaje por carretera',
    times: travelTimes.map((t) => ({
      id: t.id,
      place: capitalise(travelPlaces[t.id], 'es-ES'),
      value: formatHours(t.hours, 'es-ES'),
    })),
  },
  transport: {
    heading: 'Formas de llegar',
    intro: 'Cuéntanos cómo viajas y lo tendremos todo listo.',
    actions: [
      { label: 'Solicitar un traslado', href: '/location/transfer' },
      { label: 'Ver cómo llegar', href: '/location/directions' },
    ],
  },
  attractions: {
    heading: 'Cerca de aquí',
    intro: 'Excursiones por las que merece la pena dejar el spa un día.',
  },
};
