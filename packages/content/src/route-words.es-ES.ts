/** Each page's heading, document title and meta description in Spanish. */
import { prices, propertyClaims, travelTimes } from './constants.ts';
import { claims, travelPlaces } from './claims.ts';
import {
  capitalise,
  formatEuros,
  formatHours,
  listOf,
  numberWord,
  startingPrice,
  hectaresOver,
} from './format.ts';
import type { Words } from './words.ts';
import type * as en from './route-words.ts';

const locale = 'es-ES';

export const routeWords: Words<typeof en.routeWords> = {
  '/partners': {
    heading: 'Colabora con Alento',
    title: 'Colaboraciones',
    description:
      'Colabora con Alento, un retiro de bienestar regenerativo en las colinas del Alentejo: alianzas estratégicas, profesionales del bienestar y socios corporativos.',
  },
  '/holistic-landcare': {
    heading: 'Cuidado holístico de la tierra',
    title: 'Cuidado holístico de la tierra',
    description: `Cómo cuida Alento ${propertyClaims.hectaresOnPartnershipPage} hectáreas de tierra alentejana: sistemas regenerativos, agua reciclada y socios que comparten la custodia del territorio.`,
  },
  '/home': {
    heading: 'Donde las colinas del Alentejo respiran contigo',
    title: 'Spa y retiro de bienestar en plena naturaleza',
    description:
      'Alento es un spa y retiro de bienestar en plena naturaleza, en las colinas del Alentejo: circuito a tu ritmo, estancias en el bosque y retiros de temporada.',
  },
  '/sanctum': {
    heading: 'Elige tu Sanctum',
    title: 'Sanctum: dos caminos de spa',
    description: `Elige entre dos caminos de spa en Alento: el BioSanctum, guiado por la ciencia, o el Sanctum Flow, un circuito a tu ritmo por más de ${numberWord(hectaresOver(propertyClaims.sanctumFlowAcres), locale, 'feminine')} hectáreas.`,
  },
  '/spa': {
    heading: 'Circuito de spa',
    title: 'Circuito de spa',
    description: `${capitalise(claims.stationsStated, locale)} espacios en un circuito continuo: saunas, hammam, rituales de barro, sala de sal, agua fría, piscinas onsen y un tratamiento sin contacto incluido.`,
  },
  '/approach': {
    heading: 'Nuestro enfoque del bienestar',
    title: 'Nuestro enfoque',
    description:
      'Los ocho pilares del bienestar en Alento: movimiento, nutrición, descanso, bienestar emocional, depuración, conexión, inmersión en la naturaleza y ciencia.',
  },
  '/booking': {
    heading: 'Reserva tu visita',
    title: 'Reserva tu visita',
    get description() {
      return `Reserva en Alento un día de spa, un pase de día desde ${formatEuros(prices.dayPassFrom.euros, locale)}, paquetes de tratamientos desde ${formatEuros(prices.treatmentPackagesFrom.euros, locale)} o una estancia en el bosque alentejano.`;
    },
  },
  '/programs': {
    heading: 'Recorridos',
    title: 'Recorridos',
    description:
      'Seis maneras de vivir tu tiempo en Alento: el circuito de spa, el movimiento, la vitalidad, el descanso, la naturaleza y los retiros de temporada.',
  },
  '/dining': {
    heading: 'A la mesa',
    title: 'Gastronomía',
    description:
      'El restaurante y el café de bienestar de Alento: producto del Alentejo, una cocina al aire libre y comida que nutre a lo largo de todo el día.',
  },
  '/spaces': {
    heading: 'Espacios',
    title: 'Espacios',
    description:
      'Quince espacios repartidos por la finca de Alento, desde el circuito termal y el club de raqueta hasta las estancias en pleno bosque.',
  },
  '/location': {
    heading: 'Ubicación',
    title: 'Ubicación y cómo llegar',
    get description() {
      return `Alento está en las colinas del Alentejo. Descubre cómo llegar: ${listOf(
        travelTimes.map((time) => `${travelPlaces[time.id]} a ${formatHours(time.hours, locale)}`),
        locale,
      )}.`;
    },
  },
  '/contact': {
    heading: 'Contacto',
    title: 'Contacto',
    description: `Escribe al equipo de Alento. Respondemos ${claims.contactResponse} a tus preguntas sobre el circuito de spa, las estancias en el bosque y los retiros.`,
  },
  '/concierge': {
    heading: 'Concierge con IA',
    title: 'Concierge de bienestar con IA',
    description:
      'Responde a una breve evaluación de bienestar y recibe un recorrido de spa pensado a partir de tus objetivos, tu nivel de estrés y tus preferencias.',
  },
  '/racket-club': {
    heading: 'Alento Club',
    title: 'Alento Club: tenis y pádel',
    description:
      'Pistas de tenis de tierra batida y de pádel en las colinas del Alentejo, y por qué los deportes de raqueta se asocian a una vida más larga.',
  },
  '/experiences': {
    heading: 'Experiencias',
    title: 'Experiencias',
    description:
      'Diez maneras de vivir Alento: el Sanctum Flow, circuitos de vitalidad, estancias e inmersiones en la naturaleza, descanso, creatividad, tenis, pádel y más.',
  },
  '/stays': {
    heading: 'Estancias',
    title: 'Estancias',
    description:
      'Suites de Bienestar, Villas con Jardín y Cabañas Colmena: alojamiento en el bosque con ropa de cama ecológica, agua filtrada y calidad del aire medida.',
  },
  '/ai': {
    heading: 'Bienestar con IA',
    title: 'Bienestar con IA',
    description:
      'Cómo planifica Alento un programa de bienestar personalizado a partir de una breve evaluación, sin que tus respuestas salgan de tu navegador.',
  },
  '/seasons': {
    heading: 'Estaciones del año',
    title: 'Estaciones del año',
    description:
      'Primavera, verano, otoño e invierno en Alento: lo que cada estación trae al circuito de spa, a la tierra que cuidamos y a nuestra mesa.',
  },
  '/restaurant-menu': {
    heading: 'Carta del restaurante',
    title: 'Carta del restaurante',
    description:
      'La carta del restaurante de Alento: producto alentejano cocinado al fuego, verduras de la huerta y vinos locales, con platos vegetarianos, veganos y sin gluten.',
  },
  '/cafe-menu': {
    heading: 'Carta del café de bienestar',
    title: 'Carta del café de bienestar',
    description:
      'La carta del café de bienestar de Alento: zumos prensados en frío, infusiones, cuencos y platos ligeros junto al circuito de spa, con indicaciones dietéticas.',
  },
  '/spaces/gallery': {
    heading: 'Galería de los espacios',
    title: 'Galería de los espacios',
    description:
      'Imágenes de los quince espacios de Alento, de las suites y el circuito termal al lago natural, las pistas de tenis y pádel y el estudio creativo.',
  },
  '/location/directions': {
    heading: 'Cómo llegar',
    title: 'Cómo llegar a Alento',
    description:
      'El camino hasta Alento: en coche desde Faro, Lisboa o Sevilla, en tren y lanzadera desde Évora, y nuestra dirección en las colinas del Alentejo.',
  },
  '/spa/etiquette': {
    heading: 'Normas del spa y qué traer',
    title: 'Normas del spa y qué traer',
    description:
      'El horario del circuito, las zonas de silencio y el móvil, el bañador y las toallas en cada zona, los niños, las taquillas y qué traer al spa de Alento.',
  },
  '/faq': {
    heading: 'Preguntas frecuentes',
    title: 'Preguntas frecuentes',
    description:
      'Respuestas breves a lo que preguntan los huéspedes antes de venir a Alento: reserva, llegada, circuito de spa, tratamientos, estancias, niños, alergias y pago.',
  },
  '/spa/safety': {
    heading: 'Seguridad en cada espacio',
    title: 'Seguridad en el spa: calor, frío y agua',
    description:
      'La temperatura y el tiempo de cada sauna, piscina y baño frío de Alento, cómo enfriarte, cuándo parar y quién debe consultar antes a su médico.',
  },
  '/booking/spa': {
    heading: 'Solicitar un día de spa',
    title: 'Solicitar un día de spa',
    description:
      'Solicita un día de spa en Alento: elige la fecha, la hora de llegada, cuántas personas vienen y el circuito libre o un recorrido guiado.',
  },
  '/booking/spa-form': {
    heading: 'Solicitar un día de spa en recorrido libre',
    title: 'Solicitar un día de spa en recorrido libre',
    description:
      'Solicita un día en recorrido libre por el circuito termal de Alento: fecha, hora de llegada y personas, enviados desde tu WhatsApp o tu correo.',
  },
  '/booking/day-pass': {
    heading: 'Solicitar un pase de día',
    title: 'Solicitar un pase de día',
    get description() {
      return `Solicita un pase de día en Alento, ${startingPrice(prices.dayPassFrom, locale)}: un día entero en el circuito termal, con albornoz, toallas y la casa de té.`;
    },
  },
  '/booking/packages': {
    heading: 'Solicitar un paquete de tratamientos',
    title: 'Solicitar un paquete de tratamientos',
    get description() {
      return `Solicita un paquete de tratamientos en Alento, ${startingPrice(prices.treatmentPackagesFrom, locale)}: rituales con nuestros terapeutas y tiempo en el circuito el mismo día.`;
    },
  },
  '/booking/accommodations': {
    heading: 'Solicitar una estancia',
    title: 'Solicitar una estancia',
    description:
      'Solicita una estancia en una Suite de Bienestar, Villa con Jardín o Cabaña Colmena de Alento: tus fechas, adultos y niños, y cómo contactarte.',
  },
  '/booking/racket-club': {
    heading: 'Solicitar una pista',
    title: 'Solicitar una pista',
    description:
      'Solicita una pista de tenis o de pádel en el Alento Club: el día, la hora, el número de jugadores y si quieres que te acompañe un entrenador.',
  },
  '/location/transfer': {
    heading: 'Traslado privado',
    title: 'Traslado privado',
    get description() {
      return `Traslado privado hasta Alento: ${listOf(
        travelTimes.map((time) => `${travelPlaces[time.id]} (${formatHours(time.hours, locale)})`),
        locale,
      )}. Qué incluye y cómo solicitarlo.`;
    },
  },
  '/privacy': {
    heading: 'Privacidad',
    title: 'Privacidad',
    description:
      'Qué hace la web de Alento con tus datos: sin cookies, sin analítica, formularios que no nos envían nada y la única nota que guarda tu navegador.',
  },
  '/accessibility': {
    heading: 'Declaración de accesibilidad',
    title: 'Declaración de accesibilidad',
    description:
      'La accesibilidad de la web de Alento: el objetivo WCAG 2.2 AA, cómo lo comprobamos, las limitaciones conocidas y cómo avisarnos de una barrera.',
  },
};

export const unexpectedError: Words<typeof en.unexpectedError> = {
  heading: 'Se ha producido un error inesperado',
};
