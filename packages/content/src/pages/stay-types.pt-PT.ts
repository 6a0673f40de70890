/** The kinds of stay in European Portuguese. */
import type { Words } from '../words.ts';
import type * as en from './stay-types.ts';

export const stayTypes: Words<typeof en.stayTypes> = [
  {
    id: 'wellness-suites',
    title: 'Suites de Bem-Estar',
    description:
      'Suites serenas e cheias de luz, a poucos passos do spa, pensadas para um sono profundo e manhãs sem pressa.',
    features: [
      'Cama de casal extragrande e iluminação circadiana',
      'Banheira funda e duche de efeito chuva',
      'Terraço privado virado para as colinas',
      'Tapete de alongamentos matinais e áudio guiado',
    ],
    image: 'stay-wellness-suites',
  },
  {
    id: 'garden-villas',
    title: 'Villas com Jardim',
    description:
      'Villas caiadas, cada uma no seu jardim de ervas aromáticas, com espaço de sobra para a família ou os amigos.',
    features: [
      'Dois quartos e uma sala de estar partilhada',
      'Jardim murado com duche exterior',
      'Cozinha abastecida com produtos da horta da herdade',
      'Pérgula à sombra para almoços demorados',
    ],
    image: 'stay-garden-villas',
  },
  {
    id: 'beehive-pods',
    title: 'Casulos Colmeia',
    description:
      'Casulos de madeira arredondados entre os sobreiros, inspirados na colmeia: aconchegantes, silenciosos e perto das estrelas.',
    features: [
      'Paredes curvas de madeira que abafam o mundo lá fora',
      'Claraboia sobre a cama para ver as estrelas',
      'Roupa de cama em lã natural e chão de cortiça',
      'A poucos passos dos trilhos da floresta',
    ],
    image: 'stay-beehive-pods',
  },
];
