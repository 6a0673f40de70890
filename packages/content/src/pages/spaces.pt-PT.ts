/** The Spaces page in European Portuguese. */
import type { Words } from '../words.ts';
import type * as en from './spaces.ts';

export const spacesGridId: Words<typeof en.spacesGridId> = 'all-spaces';

export const spaceFeatures: Words<typeof en.spaceFeatures> = [
  {
    id: 'sanctum-flow',
    title: 'Sanctum Flow',
    description: 'O circuito termal ao seu ritmo: calor, água fria e descanso num só percurso.',
    icon: 'steam',
    action: { label: 'Explorar o spa', href: '/spa' },
  },
  {
    id: 'alento-club',
    title: 'Alento Club',
    description: 'Ténis e padel entre os sobreiros, para trocar umas bolas ou jogar uma partida.',
    icon: 'racket',
    action: { label: 'Visitar o clube', href: '/racket-club' },
  },
  {
    id: 'nature-stays',
    title: 'Estadias na Natureza',
    description: 'Suites, villas e casulos de madeira, todos a poucos passos do spa.',
    icon: 'tree',
    action: { label: 'Ver os espaços', href: `/spaces#${spacesGridId}` },
  },
  {
    id: 'vitality-circuits',
    title: 'Circuitos de Vitalidade',
    description: 'Luz vermelha, terapia de contraste e respiração guiada, pela longevidade.',
    icon: 'heart',
    action: { label: 'Reservar um circuito', href: '/booking' },
  },
  {
    id: 'nature-immersions',
    title: 'Imersões na Natureza',
    description: 'Banhos de floresta, trilhos para andar descalço e mergulhos no lago natural.',
    icon: 'leaf',
    action: { label: 'Reservar uma imersão', href: '/booking' },
  },
  {
    id: 'rest-stillness',
    title: 'Descanso e Quietude',
    description:
      'Redes de descanso, banhos de som e salas silenciosas, feitas para não fazer nada.',
    icon: 'moon',
    action: { label: 'Reservar descanso', href: '/booking' },
  },
  {
    id: 'creative-soul',
    title: 'Espaços de Criação e Alma',
    description: 'Um estúdio para barro, pintura e palavras, com as colinas à janela.',
    icon: 'sparkle',
    action: { label: 'Reservar uma sessão', href: '/booking' },
  },
  {
    id: 'kids-path',
    title: 'O Trilho das Crianças',
    description: 'Casas na árvore, jogos no prado e um ritmo próprio, feito para as crianças.',
    icon: 'child',
    action: { label: 'Reservar para a família', href: '/booking' },
  },
  {
    id: 'ai-concierge',
    title: 'Concierge de Bem-Estar com IA',
    description: 'Um percurso pelo circuito, planeado a partir das suas respostas.',
    icon: 'brain',
    action: { label: 'Perguntar ao concierge', href: '/concierge' },
  },
];

const accommodations = { label: 'Ver alojamentos', href: '/booking/accommodations' } as const;
const spa = { label: 'Explorar o spa', href: '/spa' } as const;
const club = { label: 'Visitar o clube', href: '/racket-club' } as const;
const food = { label: 'Ver a gastronomia', href: '/food' } as const;
const book = { label: 'Reservar uma visita', href: '/booking' } as const;

export const spaces: Words<typeof en.spaces> = [
  {
    id: 'wellness-suites',
    title: 'Suites de Bem-Estar',
    description: 'Suites cheias de luz, para um sono profundo e manhãs sem pressa.',
    image: 'space-wellness-suites',
    action: accommodations,
  },
  {
    id: 'garden-villas',
    title: 'Villas com Jardim',
    description: 'Villas caiadas, cada uma no seu jardim de ervas aromáticas.',
    image: 'space-garden-villas',
    action: accommodations,
  },
  {
    id: 'beehive-pods',
    title: 'Casulos Colmeia',
    description: 'Casulos de madeira aconchegantes, sob os sobreiros e as estrelas.',
    image: 'space-beehive-pods',
    action: accommodations,
  },
  {
    id: 'thermal-circuit',
    title: 'Circuito termal',
    description: 'Saunas, hammam e tanques de água fria, ligados por um só caminho.',
    image: 'space-thermal-circuit',
    action: spa,
  },
  {
    id: 'onsen-garden',
    title: 'Jardim onsen',
    description: 'Piscinas de pedra quente entre as gramíneas, a fumegar ao entardecer.',
    image: 'space-onsen-garden',
    action: spa,
  },
  {
    id: 'biolake',
    title: 'Lago natural',
    description: 'Um lago limpo pelas próprias plantas, com um pontão de madeira.',
    image: 'space-biolake',
    action: spa,
  },
  {
    id: 'tennis-courts',
    title: 'Campos de ténis',
    description: 'Campos de terra batida cor de terracota, à sombra dos sobreiros.',
    image: 'space-tennis-courts',
    action: club,
  },
  {
    id: 'padel-courts',
    title: 'Campos de padel',
    description: 'Campos com paredes de vidro, para jogos rápidos e animados.',
    image: 'space-padel-courts',
    action: club,
  },
  {
    id: 'restaurant',
    title: 'Restaurante',
    description: 'Produtos do Alentejo e uma cozinha ao ar livre.',
    image: 'space-restaurant',
    action: food,
  },
  {
    id: 'wellness-cafe',
    title: 'Café de bem-estar',
    description: 'Sumos, infusões e pratos leves junto ao circuito.',
    image: 'space-wellness-cafe',
    action: food,
  },
  {
    id: 'tea-house',
    title: 'Casa de chá',
    description: 'Um pavilhão de madeira junto à lagoa, para rituais de chá sem pressa.',
    image: 'space-tea-house',
    action: spa,
  },
  {
    id: 'celestial-cinema',
    title: 'Cinema celeste',
    description: 'Cadeiras reclináveis sob uma cúpula aberta para o céu noturno.',
    image: 'space-celestial-cinema',
    action: spa,
  },
  {
    id: 'risehall',
    title: 'RiseHall',
    description: 'Um salão alto de madeira para ioga e movimento ao nascer do sol.',
    image: 'space-risehall',
    action: book,
  },
  {
    id: 'creative-studio',
    title: 'Estúdio criativo',
    description: 'Barro, tinta e papel, com as colinas à janela.',
    image: 'space-creative-studio',
    action: book,
  },
  {
    id: 'kids-meadow',
    title: 'Prado das crianças',
    description: 'Baloiços de corda, uma casa na árvore e espaço para correr.',
    image: 'space-kids-meadow',
    action: book,
  },
];

export const spacesPage: Words<typeof en.spacesPage> = {
  heroImage: 'hero-spaces',
  intro:
    'Quinze lugares espalhados pelo recinto, das piscinas fumegantes aos campos de terra batida e a um estúdio com vista. Encontre o que combina com a hora do dia.',
  featuresHeading: 'Formas de passar o tempo',
  featuresIntro: 'Nove experiências, e o lugar onde acontece cada uma.',
  gridHeading: 'Os nossos espaços',
  gridIntro: 'Todos os espaços do recinto, e por onde seguir depois.',
  gallery: { label: 'Abrir a galeria', href: '/spaces/gallery' },
};
