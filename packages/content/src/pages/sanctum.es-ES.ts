/** The Sanctum page in Castilian Spanish. */
import { comingSoon } from '../chrome.ts';
import { propertyClaims } from '../constants.ts';
import { claims } from '../claims.ts';
import { capitalise, hectaresOver } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './sanctum.ts';

const circuitHectares = hectaresOver(propertyClaims.sanctumFlowAcres);

export const sanctumPathways: Words<typeof en.sanctumPathways> = [
  {
    id: 'biosanctum',
    title: 'BioSanctum',
    subtitle: 'Renovación guiada por la ciencia',
    description:
      'Un santuario sereno y de rigor clínico para una renovación que se puede medir. Protocolos de recuperación adaptados a cómo responde tu cuerpo, con tiempo para descansar entre paso y paso.',
    highlights: [
      'Luz roja y terapia de contraste',
      'Respiración guiada y recuperación',
      'Seguimiento con datos medibles',
    ],
    image: 'sanctum-biosanctum',
    action: { label: 'Explorar el BioSanctum', unavailable: comingSoon },
  },
  {
    id: 'sanctum-flow',
    title: 'Sanctum Flow',
    subtitle: 'El circuito a tu ritmo',
    description: `Más de ${String(circuitHectares)} hectáreas de calor, agua y quietud en un circuito continuo. Pasa de la sauna al agua fría y al onsen en el orden que te pida el cuerpo.`,
    highlights: [
      `${capitalise(claims.stationsStated, 'es-ES')} espacios`,
      'Saunas, vapor y baños calientes',
      'Piscinas de agua fría y biopiscinas',
    ],
    image: 'sanctum-flow',
    action: { label: 'Entrar en el Sanctum Flow', href: '/spa' },
  },
];

export const sanctumPage: Words<typeof en.sanctumPage> = {
  heroImage: 'hero-sanctum',
  intro:
    'Dos caminos hacia la calma. Uno se guía por la medición; el otro, por tu propio ritmo. Los dos llevan al mismo lugar: descanso, claridad y la sensación de estar a gusto en tu cuerpo.',
  pathwaysHeading: 'Dos caminos',
  philosophy: {
    eyebrow: 'Nuestra filosofía',
    heading: 'Calor, agua, quietud',
    paragraphs: [
      'Un santuario es un lugar aparte. Los nuestros nacen de lo que el Alentejo ha ofrecido siempre: piedra cálida, agua fresca, una luz que se alarga y un silencio que se puede oír.',
      'Creemos que la renovación no es algo que se te hace. Llega cuando el cuerpo tiene las condiciones adecuadas y tiempo para aprovecharlas. Por eso nosotros creamos las condiciones y el tiempo te lo dejamos a ti.',
    ],
  },
  journey: {
    eyebrow: 'Personalizado con IA',
    heading: 'Tu día en el Sanctum, a tu medida',
    intro:
      'Nuestro concierge de bienestar convierte unas pocas respuestas sinceras en un día hecho para ti: qué Sanctum, qué espacios, en qué orden y durante cuánto tiempo.',
    steps: [
      {
        title: 'Comparte tu intención',
        description:
          'Descanso, energía, claridad o recuperación: cuéntanos qué has venido a buscar.',
      },
      {
        title: 'Cuéntanos cómo te sientes',
        description:
          'Tu energía, tu sueño y tu estrés de hoy, y si prefieres el calor o el fresco.',
      },
      {
        title: 'Recibe tu recorrido',
        description: 'Una secuencia de espacios y pausas, pensada para tu intención y tu cuerpo.',
      },
      {
        title: 'Ajústalo sobre la marcha',
        description: 'Cambia de idea durante el día: tu recorrido sigue tu ritmo, no el reloj.',
      },
    ],
    action: { label: 'Personalizar mi día en el Sanctum', href: '/booking' },
  },
};
