/** The alt texts and captions of the Spaces page's grid and gallery in European Portuguese. */
import type * as en from './space-media-words.ts';
import type { Words } from './words.ts';

export const spaceMediaWords: Words<typeof en.spaceMediaWords> = {
  'space-wellness-suites': {
    alt: 'Suite caiada com uma cama baixa de linho e uma janela sobre as colinas.',
  },
  'space-garden-villas': {
    alt: 'Villa branca com telhado de terracota num jardim de alfazema e oliveiras.',
  },
  'space-beehive-pods': {
    alt: 'Casulos hexagonais com cúpula, agrupados num prado.',
  },
  'space-thermal-circuit': {
    alt: 'Sauna de madeira e piscinas de pedra fumegantes, ligadas por um caminho de gravilha.',
  },
  'space-onsen-garden': {
    alt: 'Piscinas quentes orladas de pedra num jardim de gramíneas, com vapor a subir.',
  },
  'space-biolake': {
    alt: 'Lago natural com um pontão de madeira e juncos.',
  },
  'space-tennis-courts': {
    alt: 'Campo de ténis de terra batida cor de terracota entre sobreiros.',
  },
  'space-padel-courts': {
    alt: 'Campo de padel azul, fechado por paredes de vidro.',
  },
  'space-restaurant': {
    alt: 'Mesa comprida posta para o jantar sob um teto abobadado e caiado.',
  },
  'space-wellness-cafe': {
    alt: 'Balcão de café soalheiro com sumos e pão fresco.',
  },
  'space-tea-house': {
    alt: 'Pavilhão de chá em madeira com lanternas, junto a uma lagoa.',
  },
  'space-celestial-cinema': {
    alt: 'Cadeiras reclináveis sob uma cúpula aberta para as estrelas, viradas para um ecrã.',
  },
  'space-risehall': {
    alt: 'Sala alta em madeira com uma parede de janelas e tapetes de ioga no chão.',
  },
  'space-creative-studio': {
    alt: 'Estúdio com um cavalete e potes de barro junto a uma janela para as colinas.',
  },
  'space-kids-meadow': {
    alt: 'Baloiço de corda num sobreiro e uma casa da árvore sobre um prado.',
  },
};
