/** The spa circuit's stations in Castilian Spanish. */
import { capacities, temperatures } from '../constants.ts';
import { elementalShowers } from '../claims.ts';
import { capitalise, describeTemperature, listOf, numberWord } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './spa-stations.ts';

export const touchlessOptions: Words<typeof en.touchlessOptions> = [
  'Hydrojet',
  'Wavetouch',
  'Baño Mineral',
] as const;

/** A temperature range within a sentence: "de 8 a 12 °C". */
const temperature = (range: { readonly min: number; readonly max: number }) =>
  `de ${describeTemperature(range, 'es-ES')}`;

export const spaSections: Words<typeof en.spaSections> = [
  {
    id: 'sauna-rooms',
    title: 'Salas de sauna',
    category: 'sauna',
    icon: 'flame',
    body: 'Calor seco entre cedro y pino. Desde los rituales de la sauna de ceremonias hasta el crepitar de la leña en la sauna de barril, junto a la laguna.',
    stations: [
      {
        name: 'Sauna de ceremonias',
        detail: `Rituales aufguss (vapor aromático con toalla) con música y aromas, para hasta ${String(capacities.showSaunaGuests)} personas.`,
        guidance: 'sauna',
      },
      {
        name: 'Sauna de barril',
        detail:
          'De leña, a orillas de la laguna, con un embarcadero que se adentra en el agua fresca.',
        guidance: 'sauna',
      },
      {
        name: 'Saunas de infrarrojos',
        detail: `${capitalise(numberWord(capacities.infraredSaunas, 'es-ES', 'feminine'), 'es-ES')} cabinas de suave calor infrarrojo, ${temperature(temperatures.infraredSauna)}.`,
        guidance: 'infraredSauna',
      },
    ],
    image: 'facility-event-sauna',
  },
  {
    id: 'steam-room',
    title: 'Baño de vapor',
    category: 'steam',
    icon: 'steam',
    body: 'Un hammam abovedado de mármol templado y vapor de eucalipto que abre la respiración y suaviza la piel.',
    stations: [
      {
        name: 'Hammam',
        detail: `Mármol templado, vapor de eucalipto y rituales de espuma, para hasta ${String(capacities.eventHammamGuests)} personas.`,
        guidance: 'steamRoom',
      },
    ],
    image: 'facility-event-hammam',
  },
  {
    id: 'mud-and-scrub',
    title: 'Rituales de barro y exfoliación',
    category: 'scrub',
    icon: 'mountain',
    body: 'Cúbrete de arcilla roja del Alentejo, deja que se seque al sol y, después, exfolia y aclara la piel bajo la amplia ducha de piedra. Días después, tu piel aún lo recuerda.',
    stations: [
      { name: 'Terraza de arcilla', detail: 'Arcilla roja de nuestras colinas, secada al sol.' },
      {
        name: 'Exfoliación con sal y aceite de oliva',
        detail: 'Sal marina y aceite de oliva para una piel suave y cálida.',
      },
      {
        name: 'Ducha para aclarar el barro',
        detail: 'Una amplia ducha de piedra para quitarte la tierra de encima.',
      },
    ],
  },
  {
    id: 'foot-and-facial',
    title: 'Terapias de pies y rostro',
    category: 'foot',
    icon: 'droplet',
    body: 'Pequeños rituales de gran efecto: vapor de hierbas para el rostro, agua y piedra para los pies cansados.',
    stations: [
      { name: 'Vapor facial', detail: 'Cuencos de vapor de hierbas con romero y lavanda.' },
      {
        name: 'Masaje de agua para los pies',
        detail: 'Chorros de agua templada a lo largo de la planta del pie.',
      },
      {
        name: 'Baños de pies',
        detail: 'Pilas de agua templada con sal y hierbas, junto al jardín.',
      },
      {
        name: 'Paseo Kneipp',
        detail: `Un sendero de agua fría y cantos rodados que une ${String(capacities.kneippBiopools)} biopiscinas.`,
        guidance: 'kneippWalk',
      },
    ],
  },
  {
    id: 'salt-therapy',
    title: 'Terapia de sal',
    category: 'salt',
    icon: 'wind',
    body: 'Respira despacio en una sala revestida de bloques de sal del Himalaya, iluminados desde dentro como brasas.',
    stations: [
      {
        name: 'Sala de sal del Himalaya',
        detail: `Hasta ${numberWord(capacities.saltRoomGuests, 'es-ES', 'feminine')} personas a la vez, para respirar en calma.`,
      },
    ],
  },
  {
    id: 'cooling',
    title: 'Tratamientos de frío',
    category: 'cooling',
    icon: 'snowflake',
    body: 'Después del calor, el frío: todas las formas que conocemos de refrescar el cuerpo y despertar la mente.',
    stations: [
      {
        name: 'Bruma fría',
        detail: 'Una niebla fina y fresca que atravesar después de la sauna.',
        guidance: 'coldMist',
      },
      {
        name: 'Piscina de agua fría',
        detail: `Un canal de agua de manantial, ${temperature(temperatures.coldPlunge)}, para recorrer a pie.`,
        guidance: 'coldPlunge',
      },
      {
        name: 'Biopiscina',
        detail: `Una piscina depurada por plantas, con el agua ${temperature(temperatures.biopool)}.`,
        guidance: 'biopool',
      },
      {
        name: 'Duchas de los elementos',
        detail: `Un ${elementalShowers.group} de duchas: ${listOf(elementalShowers.elements, 'es-ES')}.`,
      },
    ],
    image: 'facility-walk-through-cold-plunge',
  },
  {
    id: 'hot-baths',
    title: 'Baños calientes',
    category: 'hot',
    icon: 'water',
    body: 'Agua caliente, descanso profundo: piscinas en las que recostarte todo el tiempo que quieras.',
    stations: [
      {
        name: 'Piscina de hidroterapia',
        detail: 'Chorros y corrientes para la espalda y los hombros.',
        guidance: 'hydrotherapyPool',
      },
      {
        name: 'Piscinas onsen',
        detail: `Piscinas minerales ${temperature(temperatures.earthOnsen)}, a cielo abierto.`,
        guidance: 'onsen',
      },
      {
        name: 'Piscinas privadas y para parejas',
        detail:
          'Baños calientes tras su propia cancela, para una persona, para dos o para unas pocas.',
        guidance: 'hotBath',
      },
    ],
    image: 'facility-earth-onsen',
  },
  {
    id: 'vitality-pool-bar',
    title: 'Bar de la piscina',
    category: 'nourish',
    icon: 'cup',
    body: 'Llega nadando hasta la barra. Te esperan zumos prensados en frío, tónicos de hierbas o, sin más, un vaso de agua mineral de nuestro manantial.',
    stations: [
      { name: 'Barra en el agua', detail: 'Zumos, tónicos y agua de manantial.' },
      {
        name: 'Restaurante de la terraza',
        detail: 'Platos de temporada sobre la piscina; puedes venir en albornoz.',
      },
    ],
    image: 'facility-vitality-pool-bar',
  },
  {
    id: 'guided-by-nature',
    title: 'La naturaleza como guía',
    icon: 'leaf',
    body: 'Entre espacio y espacio, nuestro equipo te acompaña en paseos cortos, respiración guiada y baños de bosque. Así, la propia tierra forma parte del circuito.',
    stations: [
      { name: 'Baño de bosque', detail: 'Un paseo lento bajo los alcornoques.' },
      {
        name: 'Respiración guiada',
        detail: 'Sesiones por la mañana y al atardecer junto al lago natural.',
      },
    ],
  },
  {
    id: 'stargazing-float',
    title: 'Flotación bajo las estrellas',
    category: 'hot',
    icon: 'moon',
    body: 'Al caer la noche, flota en agua salada templada. Sobre ti giran las estrellas de uno de los cielos más oscuros de Europa.',
    stations: [
      {
        name: 'Flotación a cielo abierto',
        detail: 'Agua salada templada, cielo abierto y sesiones al anochecer.',
        guidance: 'floatation',
      },
    ],
    image: 'facility-sky-bathing-floatation',
  },
  {
    id: 'open-air-kitchen',
    title: 'Clases de cocina al aire libre',
    category: 'nourish',
    icon: 'utensils',
    body: 'Cocina con nuestros chefs en el jardín: fermentados, pan de horno de leña y qué hacer con una cesta de hierbas recién cogidas.',
    stations: [
      { name: 'Cocina del jardín', detail: 'Clases reducidas alrededor del horno de leña.' },
    ],
  },
  {
    id: 'play-and-rest',
    title: 'Zonas de ocio y descanso',
    category: 'play',
    icon: 'sun',
    body: 'Entre ronda y ronda, túmbate: lechos de heno de pradera, tumbonas al sol y a la sombra, y pabellones para estar a solas un rato.',
    stations: [
      {
        name: 'Espacio de descanso sobre heno',
        detail: 'Heno dulce de pradera bajo un techo de madera.',
      },
      { name: 'Zonas de tumbonas', detail: 'Sol y sombra por todo el circuito.' },
      { name: 'Santuario privado', detail: 'Un pabellón apartado que se reserva por horas.' },
    ],
  },
  {
    id: 'entertain-and-educate',
    title: 'Ocio y aprendizaje',
    category: 'entertain',
    icon: 'star',
    body: 'Un pequeño cine de sofás mullidos para películas sobre la naturaleza y las estrellas, y charlas con quienes cuidan la tierra.',
    stations: [
      {
        name: 'Cine celeste',
        detail: `Hasta ${numberWord(capacities.cinemaGuests, 'es-ES', 'feminine')} personas por sesión.`,
      },
      {
        name: 'Espacio de la colmena',
        detail: 'Respiración del aire de la colmena y charlas con apicultores.',
      },
    ],
    image: 'facility-celestial-cinema',
  },
  {
    id: 'nourish-and-replenish',
    title: 'Comer y reponer fuerzas',
    category: 'nourish',
    icon: 'utensils',
    body: 'El café de bienestar sirve cuencos, caldos y repostería durante todo el día, con lo que da el huerto.',
    stations: [
      { name: 'Café de bienestar', detail: 'Cuencos, caldos y repostería todo el día.' },
      {
        name: 'Furgoneta de comida del jardín',
        detail: 'Rollitos de pan plano y polos de fruta del huerto, en la pradera.',
      },
    ],
  },
  {
    id: 'touchless-treatment',
    title: 'Tratamiento personal sin contacto',
    category: 'touchless',
    icon: 'sparkle',
    body: `Incluido en tu pase Sanctum Flow: un tratamiento sin contacto a tu elección, en una cabaña solo para ti. Elige ${touchlessOptions[0]}, ${touchlessOptions[1]} o ${touchlessOptions[2]}.`,
    stations: [
      {
        name: 'Hydrojet',
        detail: 'Chorros de agua templada que te dan un masaje a través de una membrana suave.',
      },
      {
        name: 'Wavetouch',
        detail: 'Suaves ondas sonoras que deshacen la tensión de la cabeza a los pies.',
      },
      {
        name: 'Baño Mineral',
        detail: 'Un baño profundo en sales minerales templadas, a solas y sin prisa.',
      },
    ],
    image: 'facility-touchless-treatment-hut',
  },
  {
    id: 'tea-house',
    title: 'Casa de té tradicional',
    category: 'nourish',
    icon: 'cup',
    body: 'Una casa de té baja junto al jardín, donde las infusiones de hierbas silvestres y flores se sirven despacio y se beben despacio.',
    stations: [
      { name: 'Ceremonia del té', detail: 'Hierbas silvestres y flores de nuestra tierra.' },
    ],
    image: 'facility-tea-house',
  },
  {
    id: 'curated-journey',
    title: 'Pensado como un recorrido',
    icon: 'map-pin',
    body: 'El circuito es un bucle sin orden equivocado, pero un poco de orientación ayuda. Sigue una de nuestras cuatro secuencias o pide al concierge que diseñe una para ti.',
    stations: [],
  },
];
