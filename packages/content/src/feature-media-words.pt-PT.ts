/** The alt texts of the feature cards: signature experiences, stays, sanctum pathways and dining venues in European Portuguese. */
import { propertyClaims } from './constants.ts';
import { hectaresOver } from './format.ts';
import type * as en from './feature-media-words.ts';
import type { Words } from './words.ts';

export const featureMediaWords: Words<typeof en.featureMediaWords> = {
  'signature-thermal-sanctuary': {
    alt: 'Piscina de pedra fumegante junto a uma sauna de madeira ao anoitecer, com luz quente na janela da sauna.',
  },
  'signature-earth-ritual': {
    alt: 'Taças de argila vermelha, ervas secas e uma toalha de linho dobrada num banco de pedra entre oliveiras.',
  },
  'stay-wellness-suites': {
    alt: 'Suite caiada com uma ampla janela sobre as colinas, uma cama baixa vestida de linho e uma poltrona de leitura.',
  },
  'stay-garden-villas': {
    alt: 'Villa branca térrea com telhado de terracota e jardim próprio de alfazema e oliveiras.',
  },
  'stay-beehive-pods': {
    alt: 'Casulos hexagonais de madeira com cúpula e portas redondas, agrupados num prado sob as estrelas.',
  },
  'sanctum-biosanctum': {
    alt: 'Sala branca e serena com uma cama de recuperação, painéis de luz azul suave e uma janela para os sobreiros.',
  },
  'sanctum-flow': {
    alt: `Caminho sinuoso que liga uma sauna, piscinas fumegantes e um lago ao longo de mais de ${String(hectaresOver(propertyClaims.sanctumFlowAcres))} hectares de encosta.`,
  },
  'dining-restaurant': {
    alt: 'Mesa comprida posta com pão, azeitonas, legumes grelhados e vinho, sob um teto abobadado e caiado.',
  },
  'dining-cafe': {
    alt: 'Balcão de café soalheiro com sumos verdes, taças de fruta e pão fresco, e uma esplanada ao fundo.',
  },
};
