/** The floor plan's facilities and their categories in Castilian Spanish. */
import { capacities, guestAges, temperatures } from './constants.ts';
import { elementalShowers } from './claims.ts';
import type * as en from './facilities.ts';
import {
  capitalise,
  describeTemperature,
  formatTemperature,
  listOf,
  numberWord,
} from './format.ts';
import type { Words } from './words.ts';

const locale = 'es-ES';
const people = (count: number) => `${String(count)} personas`;
const upTo = (count: number) => `Hasta ${people(count)}`;
const infraredRoom = `Capacidad para ${numberWord(capacities.infraredSaunaGuests, locale, 'feminine')} personas`;

export const facilities: Words<typeof en.facilities> = [
  {
    id: 'touchless-entry',
    name: 'Entrada sin contacto',
    description:
      'La entrada al circuito. Las puertas se abren a tu paso y la pulsera hace el resto. Lo primero que tocas es el aire de las colinas, no un pomo.',
    features: ['Acceso con pulsera', 'Taquillas y albornoces', 'Plano y horarios del circuito'],
    category: 'touchless',
    icon: 'map-pin',
    position: { top: 92, left: 73 },
  },
  {
    id: 'touchless-treatment-hut',
    name: 'Cabaña de tratamientos sin contacto',
    description:
      'Tu tratamiento sin contacto, incluido en el pase Sanctum Flow. Túmbate y elige uno de los tres: Hydrojet, Wavetouch o Baño Mineral.',
    features: ['Hydrojet, Wavetouch o Baño Mineral', 'Incluido en el pase', 'Sesión de 20 minutos'],
    category: 'touchless',
    icon: 'sparkle',
    image: 'facility-touchless-treatment-hut',
    position: { top: 10, left: 94 },
  },
  {
    id: 'sanctum-building',
    name: 'Edificio del Sanctum',
    description:
      'El corazón de piedra del spa: recepción, vestuarios y un equipo de anfitriones que te ayuda a dar forma a tu día. Todos los caminos del circuito empiezan y terminan aquí.',
    features: ['Recepción y anfitriones', 'Vestuarios', 'Rincón de lectura tranquilo'],
    category: 'arrival',
    icon: 'users',
    position: { top: 84, left: 79 },
  },
  {
    id: 'event-sauna',
    name: 'Sauna de ceremonias',
    description: `Nuestra sauna más grande, pensada para el ritual aufguss: vapor aromático con toalla, al son de la música. ${upTo(capacities.eventSaunaGuests)} se reúnen en sus bancos escalonados.`,
    features: [
      upTo(capacities.eventSaunaGuests),
      'Rituales aufguss cada hora',
      'Bancos escalonados de cedro',
    ],
    category: 'sauna',
    guidance: 'sauna',
    icon: 'flame',
    image: 'facility-event-sauna',
    position: { top: 14, left: 43 },
  },
  {
    id: 'event-hammam',
    name: 'Hammam de ceremonias',
    description: `Un baño de vapor abovedado, de mármol templado, donde se celebran rituales de espuma y exfoliación, hasta ${people(capacities.eventHammamGuests)} a la vez.`,
    features: [
      upTo(capacities.eventHammamGuests),
      'Bancos de mármol templado',
      'Rituales de espuma y exfoliación',
    ],
    category: 'steam',
    guidance: 'steamRoom',
    icon: 'steam',
    image: 'facility-event-hammam',
    position: { top: 44, left: 43 },
  },
  {
    id: 'hay-relaxation-space',
    name: 'Espacio de descanso en el heno',
    description:
      'Descansa sobre lechos de heno dulce de pradera, bajo un tejado de madera. El aroma cálido de la hierba calma la respiración tras el calor de las saunas.',
    features: [
      'Lechos de heno de pradera',
      'Tejado de madera, laterales abiertos',
      'Mantas para los días frescos',
    ],
    category: 'play',
    icon: 'bed',
    image: 'facility-hay-relaxation-space',
    position: { top: 51, left: 92 },
  },
  {
    id: 'infrared-sauna-1',
    name: 'Sauna de infrarrojos I',
    description: `Calor suave de infrarrojos, de ${describeTemperature(temperatures.infraredSauna, locale)}, que templa el cuerpo desde dentro. Para quien prefiere una sauna más delicada.`,
    features: [
      formatTemperature(temperatures.infraredSauna, locale),
      'Calor suave y uniforme',
      infraredRoom,
    ],
    category: 'sauna',
    guidance: 'infraredSauna',
    icon: 'sun',
    image: 'facility-infrared-sauna-1',
    position: { top: 12, left: 52 },
  },
  {
    id: 'infrared-sauna-2',
    name: 'Sauna de infrarrojos II',
    description: `Una segunda cabina de infrarrojos, de ${describeTemperature(temperatures.infraredSauna, locale)}, con ventana a los alcornoques: mira cómo cambia la luz mientras entras en calor.`,
    features: [
      formatTemperature(temperatures.infraredSauna, locale),
      'Vistas a los alcornoques',
      infraredRoom,
    ],
    category: 'sauna',
    guidance: 'infraredSauna',
    icon: 'sun',
    position: { top: 12, left: 57 },
  },
  {
    id: 'rural-sauna-pond',
    name: 'Sauna rural junto a la laguna',
    description:
      'Una sauna de barril de leña a orillas de la laguna. Sal del calor y baja por el embarcadero directamente al agua fresca.',
    features: [
      'Sauna de barril de leña',
      'Embarcadero a la laguna',
      'Canto de pájaros, sin música',
    ],
    category: 'sauna',
    guidance: 'sauna',
    icon: 'flame',
    image: 'facility-rural-sauna-pond',
    position: { top: 26, left: 42 },
  },
  {
    id: 'vitality-pool-restaurant',
    name: 'Restaurante de la piscina de vitalidad',
    description:
      'Platos de temporada de nuestro huerto y del Alentejo, servidos en la terraza sobre la piscina de vitalidad. Puedes venir en albornoz.',
    features: ['Del huerto a la mesa', 'Terraza sobre la piscina', 'Se admite albornoz'],
    category: 'nourish',
    icon: 'utensils',
    position: { top: 68, left: 70 },
  },
  {
    id: 'vitality-pool-bar',
    name: 'Bar de la piscina de vitalidad',
    description:
      'Un bar al que se llega nadando: zumos prensados en frío, tónicos de hierbas y aguas minerales, servidos al borde de la piscina de vitalidad.',
    features: ['Zumos prensados en frío', 'Tónicos de hierbas', 'Barra dentro del agua'],
    category: 'nourish',
    icon: 'cup',
    image: 'facility-vitality-pool-bar',
    position: { top: 70, left: 62 },
  },
  {
    id: 'walk-through-cold-plunge',
    name: 'Canal de agua fría',
    description: `Un canal de piedra con agua de manantial, de ${describeTemperature(temperatures.coldPlunge, locale)}. Recórrelo paso a paso, o sumérgete y sal cantando.`,
    features: [
      formatTemperature(temperatures.coldPlunge, locale),
      'Entra a tu ritmo',
      'Pasamanos de principio a fin',
    ],
    category: 'cooling',
    guidance: 'coldPlunge',
    icon: 'snowflake',
    image: 'facility-walk-through-cold-plunge',
    position: { top: 41, left: 59 },
  },
  {
    id: 'rinse-showers-sauna',
    name: 'Duchas junto a las saunas',
    description:
      'Duchas de lluvia al aire libre junto al patio de las saunas, para aclararte antes de entrar y refrescarte al salir.',
    features: [
      'Duchas de lluvia al aire libre',
      'Agua templada y fría',
      'Junto al patio de las saunas',
    ],
    category: 'cooling',
    icon: 'droplet',
    position: { top: 26, left: 52 },
  },
  {
    id: 'larger-rinse-shower-mud',
    name: 'Ducha del ritual de barro',
    description:
      'Una amplia ducha de piedra junto a la terraza del barro, donde la arcilla roja del Alentejo se desprende después de secarse al sol.',
    features: [
      'Rituales de barro y exfoliación',
      'Terraza al sol para secarse',
      'Amplia ducha de piedra',
    ],
    category: 'scrub',
    icon: 'mountain',
    position: { top: 44, left: 48 },
  },
  {
    id: 'biopool-sauna-hammam',
    name: 'Biopiscina del patio de las saunas',
    description: `Una piscina filtrada por plantas, de ${describeTemperature(temperatures.biopool, locale)}, entre las saunas y el hammam. La limpian juncos y piedras, sin productos químicos.`,
    features: [
      formatTemperature(temperatures.biopool, locale),
      'Filtrada por plantas',
      'Entre la sauna y el hammam',
    ],
    category: 'cooling',
    guidance: 'biopool',
    icon: 'wave',
    position: { top: 52, left: 17 },
  },
  {
    id: 'nature-biolake-immersive',
    name: 'Lago natural',
    description:
      'Un lago vivo para nadar despacio entre nenúfares y libélulas. Los carrizales mantienen el agua clara, y la orilla de enfrente es de las garzas.',
    features: ['Baño natural', 'Filtración por carrizales', 'Plataforma de madera para el baño'],
    category: 'cooling',
    guidance: 'biolake',
    icon: 'water',
    image: 'facility-nature-biolake-immersive',
    position: { top: 20, left: 14 },
  },
  {
    id: 'earth-onsen',
    name: 'Onsen de la tierra',
    description: `Piscinas de agua mineral caliente, de ${describeTemperature(temperatures.earthOnsen, locale)}, encajadas en la ladera, rodeadas de piedra local y abiertas al cielo.`,
    features: [
      formatTemperature(temperatures.earthOnsen, locale),
      'Agua mineral',
      'A cielo abierto',
    ],
    category: 'hot',
    guidance: 'onsen',
    icon: 'steam',
    image: 'facility-earth-onsen',
    position: { top: 61, left: 36 },
  },
  {
    id: 'sky-bathing-floatation',
    name: 'Flotación bajo el cielo',
    description:
      'Flota en agua salada templada a cielo abierto: nubes de día y, al caer la noche, las estrellas de uno de los cielos más oscuros de Europa.',
    features: ['Flotación bajo las estrellas', 'Agua salada templada', 'Sesiones al anochecer'],
    category: 'hot',
    guidance: 'floatation',
    icon: 'moon',
    image: 'facility-sky-bathing-floatation',
    position: { top: 21, left: 27 },
  },
  {
    id: 'private-hot-baths-single',
    name: 'Baño caliente privado',
    description:
      'Una bañera de piedra caliente para una persona, resguardada por setos de romero. Reserva media hora de calma solo para ti.',
    features: ['Para una persona', 'Resguardado por setos', 'Reservas de media hora'],
    category: 'hot',
    guidance: 'hotBath',
    icon: 'water',
    position: { top: 73, left: 48 },
  },
  {
    id: 'private-hot-baths-multi',
    name: 'Baños calientes privados para dos o más personas',
    description: `Baños privados más amplios para parejas, amigos y familias con hijos a partir de ${String(guestAges.wholeCircuit)} años, cada uno tras su propia puerta y con vistas al valle.`,
    features: ['Para parejas y grupos pequeños', 'Puerta privada', 'Vistas al valle'],
    category: 'hot',
    guidance: 'hotBath',
    icon: 'water',
    position: { top: 62, left: 46 },
  },
  {
    id: 'plunge-pools-biohacking',
    name: 'Piscinas de inmersión de biohacking',
    description:
      'Piscinas de agua caliente y fría, una junto a otra, para terapia de contraste. Alterna entre ellas para despertar la circulación y despejar la mente.',
    features: [
      'Calor y frío, uno junto a otro',
      'Rondas de contraste cronometradas',
      'Indicaciones en la pared',
    ],
    category: 'cooling',
    guidance: 'plungePools',
    icon: 'snowflake',
    position: { top: 50, left: 58 },
  },
  {
    id: 'premium-waiting-room',
    name: 'Sala de espera de tratamientos',
    description:
      'Una sala serena de lino y arcilla donde esperas tu tratamiento con una infusión y vistas al jardín.',
    features: ['Infusiones de hierbas', 'Vistas al jardín', 'Aquí te recoge tu terapeuta'],
    category: 'treatment',
    icon: 'cup',
    position: { top: 20, left: 76 },
  },
  {
    id: 'premium-treatment-huts',
    name: 'Cabañas de paja para tratamientos',
    description:
      'Cabañas con techo de paja entre los olivos, para nuestros masajes y rituales más largos, con las puertas abiertas a la brisa.',
    features: ['Masajes emblemáticos', 'Entre los olivos', 'Puertas abiertas a la brisa'],
    category: 'treatment',
    icon: 'spa',
    position: { top: 10, left: 85 },
  },
  {
    id: 'premium-couples-treatment',
    name: 'Cabaña de tratamientos para parejas',
    description:
      'Una cabaña con dos camillas, una junto a otra, para compartir un masaje con alguien a quien quieres. Después, un té en su propia terraza.',
    features: ['Dos camillas, una junto a otra', 'Terraza privada', 'Té al terminar'],
    category: 'treatment',
    icon: 'heart',
    position: { top: 10, left: 90 },
  },
  {
    id: 'treatment-room-1',
    name: 'Sala de tratamientos 1',
    description:
      'Una sala tranquila de paredes encaladas para masajes y tratamientos corporales, con suelo radiante.',
    features: ['Masajes y tratamientos corporales', 'Suelo radiante', 'Luz natural suave'],
    category: 'treatment',
    icon: 'spa',
    position: { top: 10, left: 68 },
  },
  {
    id: 'treatment-room-2',
    name: 'Sala de tratamientos 2',
    description:
      'Una sala para tratamientos faciales y rituales de piel con hierbas y aceites de nuestra tierra.',
    features: ['Faciales y rituales de piel', 'Hierbas de nuestra tierra', 'Luz natural suave'],
    category: 'treatment',
    icon: 'spa',
    position: { top: 10, left: 72 },
  },
  {
    id: 'treatment-room-3',
    name: 'Sala de tratamientos 3',
    description:
      'Una sala para reflexología y terapias energéticas, con ventana a los macizos de lavanda.',
    features: ['Reflexología y terapias energéticas', 'Vistas a la lavanda', 'Suelo radiante'],
    category: 'treatment',
    icon: 'spa',
    position: { top: 10, left: 77 },
  },
  {
    id: 'treatment-room-4',
    name: 'Sala de tratamientos 4',
    description:
      'Una sala para masaje deportivo y de tejido profundo, después de una mañana de tenis o pádel.',
    features: ['Masaje deportivo y profundo', 'Espacio para estiramientos', 'Suelo radiante'],
    category: 'treatment',
    icon: 'spa',
    position: { top: 10, left: 81 },
  },
  {
    id: 'tea-house',
    name: 'Casa de té tradicional',
    description:
      'Una casa de té baja junto al jardín, donde las infusiones de hierbas silvestres y flores se sirven despacio y se beben despacio.',
    features: [
      'Infusiones de hierbas silvestres y flores',
      'Té servido sin prisa',
      'Asientos en el jardín',
    ],
    category: 'nourish',
    icon: 'cup',
    image: 'facility-tea-house',
    position: { top: 33, left: 77 },
  },
  {
    id: 'private-sanctum-space',
    name: 'Santuario privado',
    description:
      'Un pabellón apartado para la meditación, la respiración guiada o, simplemente, para estar a solas un rato. Se reserva por horas.',
    features: ['Meditación y respiración guiada', 'Reserva por horas', 'Pabellón apartado'],
    category: 'play',
    icon: 'wind',
    position: { top: 84, left: 73 },
  },
  {
    id: 'food-truck-van',
    name: 'Furgoneta del jardín',
    description:
      'Una furgoneta antigua en el prado que sirve rollitos, cuencos y polos hechos con fruta del huerto.',
    features: ['Comidas ligeras para llevar', 'Polos de fruta del huerto', 'Mantas de pícnic'],
    category: 'nourish',
    icon: 'car',
    position: { top: 82, left: 11 },
  },
  {
    id: 'celestial-cinema',
    name: 'Cine celeste',
    description: `Un pequeño cine de sofás mullidos para películas de naturaleza y estrellas. ${upTo(capacities.cinemaGuests)} por sesión.`,
    features: [upTo(capacities.cinemaGuests), 'Películas de naturaleza y cielo', 'Mantas y sofás'],
    category: 'entertain',
    icon: 'star',
    image: 'facility-celestial-cinema',
    position: { top: 35, left: 90 },
  },
  {
    id: 'lounger-zones',
    name: 'Zonas de tumbonas',
    description:
      'Tumbonas a la sombra de los alcornoques y al sol, repartidas por todo el circuito: siempre hay un sitio donde tumbarse.',
    features: ['Sol y sombra', 'Por todo el circuito', 'Toallas en cada zona'],
    category: 'play',
    icon: 'sun',
    position: { top: 51, left: 81 },
  },
  {
    id: 'beehive-space',
    name: 'Espacio de las colmenas',
    description:
      'Descansa junto a nuestras colmenas, tras una malla fina, y respira el aire cálido de la colonia. Después, nuestro apicultor te cuenta cómo cuidan las abejas la tierra.',
    features: ['Respirar el aire de la colmena', 'Charlas con el apicultor', 'Cata de miel'],
    category: 'entertain',
    icon: 'tree',
    image: 'facility-beehive-space',
    position: { top: 64, left: 84 },
  },
  {
    id: 'elemental-showers',
    name: 'Duchas de los elementos',
    description: `Un ${elementalShowers.group} de duchas, una para cada elemento: ${listOf(elementalShowers.elements, locale)}.`,
    features: [
      `${capitalise(numberWord(elementalShowers.elements.length, locale, 'feminine'), locale)} duchas, una por elemento`,
      capitalise(listOf(elementalShowers.elements, locale), locale),
      'Entre las saunas y las piscinas',
    ],
    category: 'cooling',
    icon: 'droplet',
    position: { top: 52, left: 62 },
  },
];
