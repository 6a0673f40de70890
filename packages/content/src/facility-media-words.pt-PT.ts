/** The alt texts and captions of the floor plan's facility popovers in European Portuguese. */
import type * as en from './facility-media-words.ts';
import type { Words } from './words.ts';

export const facilityMediaWords: Words<typeof en.facilityMediaWords> = {
  'facility-event-sauna': {
    alt: 'A sauna de cerimónias: uma ampla sala em madeira, com bancadas em degraus e um fogão coberto de pedras quentes.',
  },
  'facility-event-hammam': {
    alt: 'O hammam de cerimónias: uma sala de pedra abobadada, com claraboias em estrela e uma plataforma de mármore envolta em vapor.',
  },
  'facility-infrared-sauna-1': {
    alt: 'Cabine compacta de sauna de infravermelhos em cedro, iluminada pelo brilho quente de painéis de luz vermelha.',
  },
  'facility-rural-sauna-pond': {
    alt: 'Pequena sauna de pedra e madeira junto à lagoa, com uma escada de madeira a descer para a água.',
  },
  'facility-vitality-pool-bar': {
    alt: 'Bar de pedra no rebordo da piscina, com bancos dentro de água e sumos no balcão.',
  },
  'facility-walk-through-cold-plunge': {
    alt: 'Canal longo e estreito de água azul-gelo, com degraus de descida em cada ponta e um corrimão.',
  },
  'facility-nature-biolake-immersive': {
    alt: 'Amplo lago natural com uma plataforma flutuante, juncos ao longo da margem e colinas ao fundo.',
  },
  'facility-earth-onsen': {
    alt: 'Piscinas quentes orladas de pedra, em socalcos pela encosta, com vapor a subir da água.',
  },
  'facility-sky-bathing-floatation': {
    alt: 'Piscina de flutuação escura, aberta a um céu noturno cheio de estrelas.',
  },
  'facility-touchless-treatment-hut': {
    alt: 'Pequena cabana branca onde arcos de jatos de água morna ondulam sobre uma marquesa.',
  },
  'facility-tea-house': {
    alt: 'Pavilhão de chá em madeira, com lanternas de papel, junto a uma lagoa.',
  },
  'facility-celestial-cinema': {
    alt: 'Cadeiras reclináveis viradas para um grande ecrã, sob uma cúpula aberta para as estrelas.',
  },
  'facility-beehive-space': {
    alt: 'Casulos hexagonais com cúpula, de madeira e argila, agrupados num prado de flores silvestres.',
  },
  'facility-hay-relaxation-space': {
    alt: 'Fardos de feno redondos e mantas macias num celeiro, com a luz a entrar enviesada pelas ripas.',
  },
};
