/** The alt texts and captions of the Experiences page's cards in European Portuguese. */
import type * as en from './experience-media-words.ts';
import type { Words } from './words.ts';

export const experienceMediaWords: Words<typeof en.experienceMediaWords> = {
  'experience-sanctum-flow': {
    alt: 'Caminho que passa por uma piscina onsen fumegante e uma sauna de madeira até um lago, à hora dourada.',
  },
  'experience-vitality-circuits': {
    alt: 'Espaços de recuperação num pavilhão luminoso: um painel de luz vermelha, uma tina de água fria e um tapete de respiração.',
  },
  'experience-nature-stays': {
    alt: 'Casulos com cúpula e uma villa branca aninhados entre sobreiros ao anoitecer, com as janelas iluminadas.',
  },
  'experience-nature-immersions': {
    alt: 'Uma pessoa a caminhar descalça por um trilho entre sobreiros, com a luz do sol a filtrar-se pelas copas.',
  },
  'experience-rest-stillness': {
    alt: 'Rede de descanso presa entre duas oliveiras, sobre uma lagoa tranquila ao amanhecer.',
  },
  'experience-creative-soul-spaces': {
    alt: 'Estúdio luminoso com um cavalete, potes de barro numa roda de oleiro e uma janela para as colinas.',
  },
  'experience-risehall': {
    alt: 'Sala alta em madeira com uma parede de janelas ao nascer do sol e tapetes de ioga estendidos no chão.',
  },
  'experience-alento-club': {
    alt: 'Campo de ténis de terra batida e campo de padel com paredes de vidro, lado a lado entre sobreiros.',
  },
  'experience-kids-path': {
    alt: 'Baloiço de corda num sobreiro e uma pequena casa da árvore em madeira sobre um caminho no prado.',
  },
  'experience-ai-concierge': {
    alt: 'Tablet numa almofada de linho a mostrar um dia de spa planeado como um caminho de espaços, com uma chávena de chá ao lado.',
  },
};
