/** The partnership landing in Castilian Spanish. */
import type { Words } from '../words.ts';
import type * as en from './partners.ts';
import { propertyClaims, travelTimes } from '../constants.ts';
import { partnershipContact, partnershipFacts, partnershipSanctums } from '../partnership.ts';
import { siteConfig } from '../site.ts';

const recycledWater = new Intl.NumberFormat('es-ES', { style: 'percent' }).format(
  propertyClaims.recycledWaterPercent / 100,
);
const longestDrive = new Intl.NumberFormat('es-ES').format(
  Math.max(...travelTimes.map((t) => t.hours)),
);

export const partnersPage: Words<typeof en.partnersPage> = {
  path: '/partners',
  hero: {
    eyebrow: 'Colaboraciones',
    lede: `En ${propertyClaims.hectaresOnPartnershipPage} hectáreas del Alentejo está tomando forma un destino de bienestar regenerativo. Buscamos socios que quieran construirlo con nosotros.`,
    image: 'hero-partners',
    parallax: 0,
    learnMore: 'Saber más',
  },
  vision: {
    eyebrow: 'Nuestra visión',
    heading: 'Un bienestar que devuelve a la tierra lo que recibe',
    paragraphs: [
      `${siteConfig.name} es un lugar donde el descanso y la renovación nacen de lo que ofrece la tierra. Nos da el calor del sol, el agua de las colinas, la sombra de los alcornoques y un silencio que la ciudad ha olvidado.`,
      'Queremos que cada estancia devuelva la calma a quien nos visita y deje el paisaje algo más rico que antes. Y eso no podemos hacerlo solos.',
    ],
  },
  experience: {
    eyebrow: 'La experiencia',
    heading: 'Un retiro tejido en el paisaje',
    intro:
      'Edificios blancos y bajos, un lago, senderos en el bosque y tres Sanctum, cada uno con su carácter y su propio rincón de la finca.',
    facts: partnershipFacts,
    sanctumsHeading: 'Tres Sanctum',
    sanctums: partnershipSanctums,
    systemsHeading: 'Sistemas regenerativos',
    systems: [
      {
        icon: 'droplet',
        title: 'El agua, en circuito cerrado',
        description: `Cada litro se depura en filtros de carrizo y biopiscinas y se vuelve a usar: ${recycledWater} de agua reciclada.`,
      },
      {
        icon: 'sun',
        title: 'El calor del sol',
        description:
          'Los paneles solares y la recuperación de calor templan las piscinas, las saunas y los baños calientes.',
      },
      {
        icon: 'leaf',
        title: 'Un suelo vivo',
        description:
          'El pastoreo, el compost y las plantas autóctonas regeneran el montado (la dehesa portuguesa) que nos rodea.',
      },
    ],
  },
  philosophy: {
    eyebrow: 'Filosofía de colaboración',
    heading: 'Relaciones largas, valores compartidos',
    paragraphs: [
      'Elegimos a nuestros socios como elegimos los materiales: por su calidad, su honestidad y por cómo envejecerán. Preferimos unas pocas relaciones duraderas a muchas breves.',
      'Cada colaboración se define en común, con condiciones claras y cuentas abiertas. Nos une el compromiso con los huéspedes, con quienes trabajan aquí y con la tierra.',
    ],
  },
  opportunities: {
    eyebrow: 'Oportunidades',
    heading: 'Formas de trabajar con nosotros',
    intro: 'Tres tipos de colaboración, y la forma de cada una la decidimos hablando.',
    items: [
      {
        icon: 'users',
        title: 'Alianzas estratégicas',
        description:
          'Marcas de hostelería, viajes y bienestar que comparten nuestros valores y buscan un lugar en el Alentejo para sus clientes.',
      },
      {
        icon: 'spa',
        title: 'Profesionales del bienestar',
        description:
          'Terapeutas, profesores e investigadores que quieran acoger residencias, retiros o tratamientos en nuestros Sanctum.',
      },
      {
        icon: 'calendar',
        title: 'Socios corporativos',
        description:
          'Empresas que organizan retiros, encuentros fuera de la oficina y programas de bienestar para sus equipos, en cualquier época del año.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Ventajas para socios',
    heading: 'Qué reciben nuestros socios',
    intro: 'Apoyo práctico desde la primera conversación hasta el primer huésped.',
    items: [
      {
        icon: 'map-pin',
        title: 'Un destino sin igual',
        description: `${propertyClaims.hectaresOnPartnershipPage} hectáreas de colinas, bosque y agua, a no más de ${longestDrive} horas de Faro, Lisboa y Sevilla.`,
      },
      {
        icon: 'leaf',
        title: 'Sostenibilidad creíble',
        description: `Un proyecto regenerativo con resultados medidos, desde el ${recycledWater} de agua reciclada hasta la replantación con especies autóctonas.`,
      },
      {
        icon: 'users',
        title: 'Un equipo dedicado a los socios',
        description: 'Una persona que conoce tu programa, tus huéspedes y tu calendario.',
      },
      {
        icon: 'sparkle',
        title: 'Experiencias creadas en común',
        description:
          'Programas diseñados juntos con nuestros Sanctum, nuestras cocinas y senderos.',
      },
      {
        icon: 'star',
        title: 'Visibilidad compartida',
        description:
          'Tu historia, contada en nuestras estancias, en nuestras cartas de temporada y a lo largo de la visita de cada huésped.',
      },
      {
        icon: 'heart',
        title: 'Acceso prioritario',
        description: `Prioridad en la elección de fechas para retiros en nuestros ${propertyClaims.apartmentsAndVillas} apartamentos y villas de bienestar.`,
      },
    ],
  },
  contact: {
    ...partnershipContact,
    intro: 'Cuéntanos quién eres y qué te gustaría construir. Leemos personalmente cada mensaje.',
  },
};
