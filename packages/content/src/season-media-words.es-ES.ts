/** The alt texts and captions of the Seasons page's photographs in Castilian Spanish. */
import type * as en from './season-media-words.ts';
import type { Words } from './words.ts';

export const seasonMediaWords: Words<typeof en.seasonMediaWords> = {
  'season-spring-1': {
    alt: 'Almendros en flor, blancos y rosas, sobre verdes colinas onduladas bajo un suave cielo de mañana.',
  },
  'season-spring-2': {
    alt: 'Un sendero serpentea por un prado de flores silvestres amarillas y moradas hacia una casa de labranza encalada.',
  },
  'season-spring-3': {
    alt: 'Una cigüeña en su nido en lo alto de una chimenea, con campos de un verde tierno al fondo.',
  },
  'season-spring-4': {
    alt: 'Bancales elevados de hierbas aromáticas y lechugas de primavera en el huerto, con una regadera en el camino.',
  },
  'season-summer-1': {
    alt: 'Trigales dorados bajo un sol abrasador y un alcornoque solitario que proyecta una sombra profunda.',
  },
  'season-summer-2': {
    alt: 'Una persona nada en la piscina natural turquesa a mediodía, con una sombrilla y tumbonas en la tarima.',
  },
  'season-summer-3': {
    alt: 'Hileras de girasoles altos vueltos hacia el sol sobre campos ocres.',
  },
  'season-summer-4': {
    alt: 'Una larga mesa de cena bajo un alcornoque adornado con luces cálidas, al atardecer.',
  },
  'season-autumn-1': {
    alt: 'Hileras de viñedo teñidas de ámbar y rojo que cruzan una colina hacia el sol bajo del atardecer.',
  },
  'season-autumn-2': {
    alt: 'Cestas de mimbre llenas de uvas negras entre las cepas, en plena vendimia.',
  },
  'season-autumn-3': {
    alt: 'Alcornoques con los troncos rojizos recién descorchados y pilas de corcho curvado a sus pies.',
  },
  'season-autumn-4': {
    alt: 'Una rama cargada de granadas maduras y hojas doradas contra un cielo brumoso.',
  },
  'season-winter-1': {
    alt: 'Lluvia fina sobre colinas de un verde grisáceo envueltas en niebla y una pequeña casa de labranza con una ventana iluminada.',
  },
  'season-winter-2': {
    alt: 'Un fuego crepita en una chimenea de piedra, junto a dos butacas y una ventana surcada por la lluvia.',
  },
  'season-winter-3': {
    alt: 'Un vapor espeso se eleva de las piscinas calientes bordeadas de piedra en una fría mañana de niebla.',
  },
  'season-winter-4': {
    alt: 'Una sauna de barril iluminada de noche, con el humo de la chimenea bajo un cielo estrellado de invierno.',
  },
};
