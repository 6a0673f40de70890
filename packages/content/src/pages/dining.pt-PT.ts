/** The Food page in European Portuguese. */
import type { Words } from '../words.ts';
import type * as en from './dining.ts';

export const foodVenues: Words<typeof en.foodVenues> = [
  {
    id: 'restaurant',
    eyebrow: 'O restaurante',
    heading: 'Cozinhado na brasa, servido à sombra dos sobreiros',
    paragraphs: [
      'O nosso restaurante cozinha com o que o Alentejo dá: azeite dos olivais vizinhos, pão do forno a lenha e queijo de ovelha de Serpa. Completam a despensa o porco preto criado a bolota sob os sobreiros e os legumes colhidos nessa manhã na horta da herdade.',
      'Grande parte do trabalho acontece na cozinha ao ar livre, onde as brasas ardem devagar e os cozinheiros trabalham à vista de todos. Chegue mais cedo e junte-se a uma aula. Aprenda a fazer lume para cozinhar, a cozer pão em forno de barro ou a preparar uma boa açorda com o que a horta dá.',
    ],
    highlights: [
      'Uma carta que muda com a horta',
      'Cozinha ao ar livre e aulas de culinária',
      'Vinhos da região e harmonizações sem álcool',
    ],
    image: 'dining-restaurant',
    actions: [
      { label: 'Ver carta do restaurante', href: '/restaurant-menu' },
      { label: 'Reservar mesa', href: '/booking' },
    ],
  },
  {
    id: 'cafe',
    eyebrow: 'O café de bem-estar',
    heading: 'Comida leve entre a sauna e a quietude',
    paragraphs: [
      'O café de bem-estar fica junto ao circuito, por isso pode vir comer de roupão. Sumos prensados a frio, infusões de ervas, fruta do pomar e taças de cereais com legumes assados esperam por si desde a manhã até ao último mergulho.',
      'Tudo é pensado para cair bem entre o calor e o frio: nada pesado, muito para beber e um prato que dá energia sem dar sono.',
    ],
    highlights: [
      'Sumos e infusões feitos na hora',
      'Taças de base vegetal e pão fresco',
      'Petiscos para entre os espaços do circuito',
    ],
    image: 'dining-cafe',
    actions: [{ label: 'Ver carta do café', href: '/cafe-menu' }],
  },
];

export const foodPrinciples: Words<typeof en.foodPrinciples> = [
  {
    id: 'produce',
    title: 'Produtos do Alentejo',
    description:
      'Azeite, queijo, mel, carne de porco e vinho de herdades e adegas aqui perto, comprados diretamente a quem os produz.',
    icon: 'leaf',
  },
  {
    id: 'garden',
    title: 'A horta da herdade',
    description:
      'Ervas aromáticas, verduras e tomates cultivados na nossa terra, regados com água reciclada e colhidos no dia em que vão para a mesa.',
    icon: 'sun',
  },
  {
    id: 'fire',
    title: 'A cozinha ao ar livre',
    description:
      'Lume de lenha, fornos de barro e brasas lentas: a forma mais antiga de cozinhar no Sul, e a que sabe a este lugar.',
    icon: 'flame',
  },
];

export const foodPage: Words<typeof en.foodPage> = {
  heroImage: 'hero-dining',
  intro:
    'No Alento, a comida sabe às colinas em redor: sem pressa, da estação e generosa, de um longo jantar junto ao lume a um sumo verde entre duas saunas.',
  principlesHeading: 'Da nossa terra',
  principlesIntro: 'Duas cozinhas, uma só despensa: o próprio Alentejo.',
};

export const backToDining: Words<typeof en.backToDining> = {
  label: 'Voltar à gastronomia',
  href: '/dining',
};
