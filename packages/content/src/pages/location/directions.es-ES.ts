/** The Directions page in Castilian Spanish. */
import type { Words } from '../../words.ts';
import type * as en from './directions.ts';
import type { DirectionsRoute } from './directions.ts';
import { travelTimes } from '../../constants.ts';
import { travelPlaces } from '../../claims.ts';
import { formatHours } from '../../format.ts';

// A place named by a common noun takes its article: «Desde el aeropuerto de Faro», «Desde Sevilla».
function fromPlace(place: string): string {
  return /^\p{Ll}/u.test(place) ? `Desde el ${place}` : `Desde ${place}`;
}

function byRoad(id: (typeof travelTimes)[number]['id'], steps: readonly string[]): DirectionsRoute {
  const travel = travelTimes.find((t) => t.id === id);
  if (!travel) throw new Error(`No travel time for "${id}"`);
  return {
    id,
    heading: fromPlace(travelPlaces[travel.id]),
    time: formatHours(travel.hours, 'es-ES'),
    steps,
  };
}

export const directionsPage: Words<typeof en.directionsPage> = {
  intro:
    'Vengas como vengas, los últimos kilómetros son siempre los mismos: una tranquila carretera rural entre alcornoques y olivares, y una puerta en un muro blanco.',
  car: {
    heading: 'En coche',
    intro:
      'Las carreteras son buenas y van casi vacías durante la mayor parte del trayecto. Sigue las indicaciones hacia Évora y luego la carretera rural hacia las colinas; hay aparcamiento en la finca.',
    timeLabel: 'Alrededor de',
    routes: [
      byRoad('faro', [
        'Sal del aeropuerto por la A22 en dirección a España y toma después la A2 hacia el norte, en dirección a Lisboa.',
        'Cerca de Castro Verde, deja la A2 y sigue por la IP2 hacia el norte, por Beja y las amplias llanuras, hasta Évora.',
        'Desde Évora, sigue la carretera rural que sube a las colinas hasta nuestra puerta.',
      ]),
      byRoad('lisbon', [
        'Cruza el Tajo por el puente Vasco da Gama y toma la A6 hacia el este, en dirección a Évora y España.',
        'Deja la autopista en Évora y bordea las antiguas murallas de la ciudad.',
        'Sigue la carretera rural que sube a las colinas hasta nuestra puerta.',
      ]),
      byRoad('seville', [
        'Toma la N-433 hacia el noroeste, por la Sierra de Aracena, hasta la frontera en Rosal de la Frontera.',
        'Ya en Portugal, continúa por Serpa y Beja por las carreteras que llevan a Évora.',
        'Antes de llegar a Évora, desvíate hacia las colinas y sigue la carretera rural hasta nuestra puerta.',
      ]),
    ],
  },
  train: {
    heading: 'En tren y lanzadera',
    intro:
      'Varios trenes cómodos al día unen Lisboa y Évora, y nuestra lanzadera te espera en la estación.',
    steps: [
      'Toma el tren Intercidades en Lisboa Oriente o Entrecampos hasta Évora.',
      'Indícanos tu tren al reservar: nuestra lanzadera te esperará a su llegada en la estación de Évora.',
      'El trayecto desde la estación hasta las colinas es corto, y tu habitación estará lista cuando llegues.',
    ],
  },
  address: {
    heading: 'Nuestra dirección',
    intro: 'Para tu navegador o para preguntar el camino en el pueblo.',
    mapLabel: 'Abrir en un mapa',
  },
  transfer: {
    heading: '¿Prefieres no conducir?',
    intro:
      'Un conductor puede esperarte en llegadas en Faro, Lisboa o Sevilla y llevarte hasta la puerta.',
    actions: [
      { label: 'Solicitar un traslado', href: '/location/transfer' },
      { label: 'Volver a Ubicación', href: '/location' },
    ],
  },
};
