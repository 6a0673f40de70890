/** The land-stewardship partnership page in Castilian Spanish. */
import type { Words } from '../words.ts';
import type * as en from './holistic-landcare.ts';
import { propertyClaims } from '../constants.ts';
import { partnershipContact, partnershipFacts, partnershipSanctums } from '../partnership.ts';

const recycledWater = new Intl.NumberFormat('es-ES', { style: 'percent' }).format(
  propertyClaims.recycledWaterPercent / 100,
);

export const holisticLandcarePage: Words<typeof en.holisticLandcarePage> = {
  path: '/holistic-landcare',
  hero: {
    eyebrow: 'Custodia del territorio',
    lede: `Cuidamos ${propertyClaims.hectaresOnPartnershipPage} hectáreas de montado de alcornoques (la dehesa portuguesa), prados y agua. Aquí, el bienestar empieza por la salud de la tierra, y buscamos socios para ese trabajo.`,
    image: 'hero-holistic-landcare',
    parallax: -0.5,
    learnMore: 'Saber más',
  },
  vision: {
    eyebrow: 'Nuestra visión',
    heading: 'Tierra sana, personas sanas',
    paragraphs: [
      'El montado, el antiguo mosaico alentejano de alcornoques, pastos y agua, es uno de los paisajes agrarios más ricos de Europa. También uno de los más frágiles, y nuestro retiro depende de él.',
      'Para nosotros, cuidar la tierra y cuidar a los huéspedes es una misma práctica. La sombra, el agua y la calma que vienen a buscar son lo que da un paisaje vivo cuando se cuida bien.',
    ],
  },
  experience: {
    eyebrow: 'La tierra y el retiro',
    heading: 'Un retiro que regenera su paisaje',
    intro:
      'Cada edificio, piscina y sendero forma parte de un plan para todo el valle: lo que tomamos de la tierra, se lo devolvemos.',
    facts: partnershipFacts,
    sanctumsHeading: 'Tres Sanctum, tres hábitats',
    sanctums: partnershipSanctums,
    systemsHeading: 'Sistemas regenerativos',
    systems: [
      {
        icon: 'droplet',
        title: 'El agua se queda en el valle',
        description: `Zanjas de infiltración, lagunas y filtros de carrizo frenan la lluvia del invierno y la depuran para reutilizarla: ${recycledWater} de agua reciclada.`,
      },
      {
        icon: 'tree',
        title: 'Alcornoques para el próximo siglo',
        description:
          'Cada invierno plantamos y protegemos alcornoques jóvenes, y los viejos solo se descorchan cuando la tradición lo permite.',
      },
      {
        icon: 'leaf',
        title: 'Un suelo que se regenera',
        description:
          'El pastoreo rotativo, el compost de nuestras cocinas y los cultivos de cobertura reconstruyen el suelo año tras año.',
      },
    ],
  },
  philosophy: {
    eyebrow: 'Filosofía de custodia',
    heading: 'Con la tierra, no contra ella',
    paragraphs: [
      'Medimos antes de cambiar nada, cambiamos despacio y observamos lo que nos dice la tierra. El saber local, de los pastores a los corcheros, nos guía tanto como la ciencia.',
      'Cuidar la tierra exige colaboraciones largas. Buscamos personas y organizaciones dispuestas a comprometerse por temporadas, no por semanas.',
    ],
  },
  opportunities: {
    eyebrow: 'Oportunidades',
    heading: 'Formas de cuidar la tierra con nosotros',
    intro: 'Tres tipos de colaboración, todas con raíces en la tierra.',
    items: [
      {
        icon: 'users',
        title: 'Alianzas estratégicas',
        description:
          'Entidades de conservación, universidades y marcas regenerativas que buscan un lugar vivo para investigar y restaurar.',
      },
      {
        icon: 'spa',
        title: 'Profesionales del bienestar',
        description:
          'Profesores de inmersión en la naturaleza, baño de bosque y movimiento al aire libre que trabajan con el paisaje, no solo en él.',
      },
      {
        icon: 'calendar',
        title: 'Socios corporativos',
        description:
          'Empresas que quieren que sus equipos planten, restauren y descansen aquí, con resultados que puedan medir.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Ventajas para socios',
    heading: 'Qué reciben nuestros socios',
    intro: 'Un lugar donde trabajar de verdad la tierra y el apoyo para hacerlo bien.',
    items: [
      {
        icon: 'map-pin',
        title: 'Un paisaje vivo',
        description: `${propertyClaims.hectaresOnPartnershipPage} hectáreas de montado, prados y agua para estudiar, restaurar y disfrutar.`,
      },
      {
        icon: 'droplet',
        title: 'Resultados medidos',
        description: `Datos compartidos sobre agua, suelo y biodiversidad, empezando por el ${recycledWater} de agua reciclada.`,
      },
      {
        icon: 'users',
        title: 'Un equipo dedicado a la tierra',
        description: 'Nuestros custodios trabajan a tu lado, de la planificación a la plantación.',
      },
      {
        icon: 'sparkle',
        title: 'Programas creados en común',
        description: 'Días de voluntariado, residencias y retiros diseñados juntos.',
      },
      {
        icon: 'star',
        title: 'Visibilidad compartida',
        description:
          'Tu papel en la recuperación de la tierra, contado a cada huésped que la recorre.',
      },
      {
        icon: 'bed',
        title: 'Un lugar donde alojarse',
        description: `Habitaciones para tu equipo en nuestros ${propertyClaims.apartmentsAndVillas} apartamentos y villas de bienestar mientras trabaja aquí.`,
      },
    ],
  },
  contact: {
    ...partnershipContact,
    intro:
      'Cuéntanos qué trabajo haces en la tierra o cuál te gustaría hacer. Respondemos a todos los mensajes.',
  },
};
