/** The alt texts and captions of the spa page's hero carousel in European Portuguese. */
import { capacities, temperatures } from './constants.ts';
import { elementalShowers } from './claims.ts';
import { capitalise, describeTemperature, listOf, numberWord } from './format.ts';
import type * as en from './spa-hero-media-words.ts';
import type { Words } from './words.ts';

export const spaHeroMediaWords: Words<typeof en.spaHeroMediaWords> = {
  'spa-hero-01': {
    alt: 'Grande sala de sauna em madeira, com bancadas em degraus viradas para uma ampla janela sobre as colinas e um mestre de sauna a agitar o ar quente com uma toalha.',
    caption: `A sauna de cerimónias, onde até ${String(capacities.showSaunaGuestsInCaption)} pessoas se reúnem para o ritual aufguss (vapor aromático com toalha).`,
  },
  'spa-hero-02': {
    alt: 'Sauna de barril em madeira, deitada num prado sob um sobreiro, com fumo a sair da chaminé.',
    caption: 'A sauna de barril, com perfume de cedro, entre os sobreiros.',
  },
  'spa-hero-03': {
    alt: 'O hammam visto de dentro: uma plataforma de mármore sob uma cúpula rasgada por claraboias em forma de estrela, com vapor a flutuar nos feixes de luz.',
    caption: 'O hammam, mármore morno sob uma cúpula estrelada.',
  },
  'spa-hero-04': {
    alt: 'Taças de barro com lama cor de terracota e uma espátula de madeira numa bancada de pedra, com uma banheira de azulejos fumegante ao fundo.',
    caption: 'Rituais de lama e esfoliação com argila da nossa própria terra.',
  },
  'spa-hero-05': {
    alt: 'Sala forrada de tijolos de sal dos Himalaias, de um rosa luminoso, com duas espreguiçadeiras e um candeeiro de sal.',
    caption: `A sala de sal dos Himalaias, para até ${numberWord(capacities.saltRoomGuests, 'pt-PT', 'feminine')} pessoas de cada vez.`,
  },
  'spa-hero-06': {
    alt: 'Tina redonda de madeira com água azul-gelo e pedaços de gelo a boiar, numa plataforma de pedra pela manhã.',
    caption: `O tanque de água fria, de ${describeTemperature(temperatures.coldPlunge, 'pt-PT')}, depois do calor.`,
  },
  'spa-hero-07': {
    alt: 'Lagoa natural para nadar, orlada de juncos e pedras, com um pontão de madeira a avançar sobre a água verde e colinas ao fundo.',
    caption: `A piscina biológica, de ${describeTemperature(temperatures.biopool, 'pt-PT')}, com água límpida graças às plantas.`,
  },
  'spa-hero-08': {
    alt: 'Três piscinas orladas de pedra em socalcos numa encosta, com vapor a subir da água ao anoitecer.',
    caption: `O onsen da terra: piscinas orladas de pedra, de ${describeTemperature(temperatures.earthOnsen, 'pt-PT')}.`,
  },
  'spa-hero-09': {
    alt: 'Caminho de pedras num canal de água pouco profunda, ladeado por um corrimão de madeira, que liga as piscinas.',
    caption: `O caminho Kneipp, que liga as nossas ${numberWord(capacities.kneippBiopools, 'pt-PT', 'feminine')} piscinas biológicas.`,
  },
  'spa-hero-10': {
    alt: `${capitalise(numberWord(elementalShowers.elements.length, 'pt-PT', 'feminine'), 'pt-PT')} colunas de duche ao ar livre, alinhadas num chão de pedra, cada uma com a sua chuva.`,
    caption: `Os duches dos elementos: um ${elementalShowers.group} de ${listOf(elementalShowers.elements, 'pt-PT')}.`,
  },
  'spa-hero-11': {
    alt: 'Piscina interior de água quente sob janelas em arco, com jatos borbulhantes ao longo do rebordo.',
    caption: 'A piscina de hidroterapia, com jatos de massagem ao longo de todas as paredes.',
  },
  'spa-hero-12': {
    alt: 'Piscina com um bar de pedra no rebordo, bancos dentro de água e copos de sumo verde no balcão.',
    caption: 'O bar da piscina de vitalidade: sumos frescos sem sair da água.',
  },
  'spa-hero-13': {
    alt: 'Uma hóspede a flutuar de costas numa piscina escura, sob um céu cheio de estrelas e a Via Láctea.',
    caption: 'Flutuação sob as estrelas, no céu noturno do Alentejo.',
  },
  'spa-hero-14': {
    alt: 'Pequeno pavilhão de chá em madeira, com lanternas de papel, junto a uma lagoa; numa mesa baixa, um bule e chávenas.',
    caption: 'A casa de chá tradicional, para uma pausa tranquila entre sessões.',
  },
  'spa-hero-15': {
    alt: 'Cadeiras reclináveis viradas para um grande ecrã, sob um teto em cúpula aberto às estrelas.',
    caption: `O cinema celeste, para até ${numberWord(capacities.cinemaGuests, 'pt-PT', 'feminine')} pessoas.`,
  },
  'spa-hero-16': {
    alt: 'Pequena cabana branca com uma janela redonda, onde arcos de jatos de água morna ondulam sobre uma marquesa.',
    caption: 'A cabana de tratamentos sem contacto: Hydrojet, Wavetouch ou Banho Mineral.',
  },
};
