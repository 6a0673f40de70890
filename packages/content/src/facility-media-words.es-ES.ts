/** The alt texts and captions of the floor plan's facility popovers in Castilian Spanish. */
import type * as en from './facility-media-words.ts';
import type { Words } from './words.ts';

export const facilityMediaWords: Words<typeof en.facilityMediaWords> = {
  'facility-event-sauna': {
    alt: 'La sauna de ceremonias: una amplia sala de madera con gradas y una estufa de piedras calientes.',
  },
  'facility-event-hammam': {
    alt: 'El hammam de ceremonias: una sala de piedra abovedada con claraboyas en forma de estrella y una plataforma de mármol envuelta en vapor.',
  },
  'facility-infrared-sauna-1': {
    alt: 'Cabina compacta de sauna de infrarrojos de cedro, iluminada por el cálido resplandor de paneles de luz roja.',
  },
  'facility-rural-sauna-pond': {
    alt: 'Pequeña sauna de piedra y madera junto a la laguna, con una escalera de madera que baja al agua.',
  },
  'facility-vitality-pool-bar': {
    alt: 'Bar de piedra en el borde de la piscina, con taburetes dentro del agua y zumos sobre la barra.',
  },
  'facility-walk-through-cold-plunge': {
    alt: 'Canal largo y estrecho de agua azul hielo, con escalones de bajada en cada extremo y un pasamanos.',
  },
  'facility-nature-biolake-immersive': {
    alt: 'Amplio lago natural con una plataforma flotante, juncos en la orilla y colinas al fondo.',
  },
  'facility-earth-onsen': {
    alt: 'Piscinas calientes bordeadas de piedra, escalonadas en la ladera, con vapor que sube del agua.',
  },
  'facility-sky-bathing-floatation': {
    alt: 'Piscina de flotación oscura, abierta a un cielo nocturno lleno de estrellas.',
  },
  'facility-touchless-treatment-hut': {
    alt: 'Pequeña cabaña blanca donde arcos de chorros de agua templada ondulan sobre una camilla.',
  },
  'facility-tea-house': {
    alt: 'Pabellón de té de madera con farolillos de papel junto a una laguna.',
  },
  'facility-celestial-cinema': {
    alt: 'Butacas reclinables frente a una gran pantalla, bajo una cúpula abierta a las estrellas.',
  },
  'facility-beehive-space': {
    alt: 'Cabañas hexagonales abovedadas de madera y arcilla, agrupadas en un prado de flores silvestres.',
  },
  'facility-hay-relaxation-space': {
    alt: 'Balas redondas de heno y mantas suaves en un granero, con la luz colándose en diagonal entre las tablas.',
  },
};
