/** The alt texts of each page's hero picture in European Portuguese. */
import type * as en from './hero-media-words.ts';
import type { Words } from './words.ts';

export const heroMediaWords: Words<typeof en.heroMediaWords> = {
  'hero-home': {
    alt: 'Colinas ondulantes do Alentejo à hora dourada, com uma sauna de madeira e piscinas fumegantes entre sobreiros.',
  },
  'hero-spa': {
    alt: 'Vapor a subir de piscinas de pedra junto a uma sauna de madeira, com as colinas douradas ao anoitecer.',
  },
  'hero-sanctum': {
    alt: 'Dois caminhos que se separam num prado: um segue para um santuário branco, o outro para um lago com piscinas fumegantes.',
  },
  'hero-approach': {
    alt: 'Sobreiro solitário numa colina ao nascer do sol, com neblina pousada nos vales.',
  },
  'hero-booking': {
    alt: 'Portão caiado num muro de pedra, aberto para um caminho que segue entre sobreiros até ao Alento.',
  },
  'hero-programs': {
    alt: 'Caminho sinuoso pelas colinas, de uma sauna a um lago e depois a um bosque, na luz do fim da tarde.',
  },
  'hero-dining': {
    alt: 'Mesa comprida posta ao ar livre sob um sobreiro ao pôr do sol, com pão, azeitonas e vinho.',
  },
  'hero-spaces': {
    alt: 'Pátio caiado com arcos que enquadram as colinas e oliveiras em vasos de terracota.',
  },
  'hero-location': {
    alt: 'Estrada rural sinuosa por colinas de sobreiros, em direção a casas brancas no topo de uma colina.',
  },
  'hero-contact': {
    alt: 'Fachada caiada com uma porta pintada de azul e um banco à sombra de uma oliveira.',
  },
  'hero-concierge': {
    alt: 'Céu noturno cheio de estrelas sobre as colinas, com um caminho luminoso de espaços desenhado na paisagem.',
  },
  'hero-racket-club': {
    alt: 'Campo de ténis de terra batida e campo de padel com paredes de vidro nas colinas, à hora dourada.',
  },
  'hero-experiences': {
    alt: 'Vista ampla do Alento: saunas, piscinas, um lago e casulos com cúpula espalhados pelas colinas.',
  },
  'hero-stays': {
    alt: 'Casulos com cúpula e villas brancas entre sobreiros, sob o azul profundo do céu ao anoitecer.',
  },
  'hero-ai': {
    alt: 'Constelações unidas por linhas finas sobre as colinas à noite e um pavilhão suavemente iluminado.',
  },
  'hero-seasons': {
    alt: 'A mesma encosta ao longo do ano, em quatro faixas: flor, ouro, vinhas cor de âmbar e chuva de inverno.',
  },
  'hero-partners': {
    alt: 'O Alento no seu vale ao pôr do sol: edifícios brancos, um lago e montado de sobreiros até ao horizonte.',
  },
  'hero-holistic-landcare': {
    alt: 'Mãos a plantar um sobreiro jovem num solo em socalcos, com um vale verde e regenerado ao fundo.',
  },
};
