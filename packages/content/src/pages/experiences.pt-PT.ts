/** The Experiences page in European Portuguese. */
import { propertyClaims } from '../constants.ts';
import { claims } from '../claims.ts';
import { hectaresOver } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './experiences.ts';

export const experienceCategories: Words<typeof en.experienceCategories> = [
  { id: 'wellness', name: 'Bem-estar', tone: 'sage' },
  { id: 'movement', name: 'Movimento', tone: 'terracotta' },
  { id: 'nature', name: 'Natureza', tone: 'moss' },
  { id: 'creative', name: 'Criatividade', tone: 'amber' },
  { id: 'family', name: 'Família', tone: 'rose' },
  { id: 'stay', name: 'Estadias', tone: 'sand' },
  { id: 'technology', name: 'Tecnologia', tone: 'sky' },
];

export const defaultExperienceButtonLabel: Words<typeof en.defaultExperienceButtonLabel> =
  'Começar o seu percurso';

export const experiences: Words<typeof en.experiences> = [
  {
    id: 'sanctum-flow',
    title: 'Sanctum Flow',
    subtitle: 'O circuito de spa ao seu ritmo',
    description: `Um circuito contínuo com ${claims.stationsStated} espaços, em mais de ${hectaresOver(propertyClaims.sanctumFlowAcres)} hectares. Saunas, vapor, tanques de água fria, piscinas biológicas e piscinas onsen quentes, ao seu ritmo.`,
    icon: 'spa',
    link: '/spa',
    image: 'experience-sanctum-flow',
    category: 'wellness',
    buttonLabel: 'Explorar o circuito',
  },
  {
    id: 'vitality-circuits',
    title: 'Circuitos de Vitalidade',
    subtitle: 'Longevidade e biohacking',
    description:
      'Sequências guiadas de calor, frio, luz e respiração, inspiradas na investigação sobre longevidade e ao ritmo da resposta do seu corpo nesse dia.',
    icon: 'flame',
    link: '/booking',
    image: 'experience-vitality-circuits',
    category: 'technology',
  },
  {
    id: 'nature-stays',
    title: 'Estadias na Natureza',
    subtitle: 'Alojamento na floresta',
    description:
      'Suites de Bem-Estar, Villas com Jardim e Casulos Colmeia entre os sobreiros, com roupa de cama biológica, água filtrada e um ar cuja pureza medimos.',
    icon: 'bed',
    link: '/spaces',
    image: 'experience-nature-stays',
    category: 'stay',
    buttonLabel: 'Explorar os espaços',
  },
  {
    id: 'nature-immersions',
    title: 'Imersões na Natureza',
    subtitle: 'Guiadas pela terra',
    description:
      'Banhos de floresta ao nascer do dia, caminhadas descalças por entre o alecrim bravo e as estrelas vistas do alto das colinas, com quem conhece cada trilho.',
    icon: 'tree',
    link: '/booking',
    image: 'experience-nature-immersions',
    category: 'nature',
  },
  {
    id: 'rest-stillness',
    title: 'Descanso e Quietude',
    subtitle: 'Sono, respiração e silêncio',
    description:
      'Banhos de som, respiração guiada e lenta e sessões de descanso sem pressa, para um sistema nervoso que se esqueceu de como abrandar.',
    icon: 'moon',
    link: '/booking',
    image: 'experience-rest-stillness',
    category: 'wellness',
  },
  {
    id: 'creative-soul-spaces',
    title: 'Espaços de Criação e Alma',
    subtitle: 'Barro, cor e música',
    description:
      'Ateliês cheios de luz para cerâmica, pintura e música, onde nada se espera de si além da sua atenção.',
    icon: 'star',
    link: '/booking',
    image: 'experience-creative-soul-spaces',
    category: 'creative',
  },
  {
    id: 'risehall',
    title: 'RiseHall',
    subtitle: 'Uma sala para o movimento e o encontro',
    description:
      'Uma sala de madeira aberta às colinas: dança e movimento de manhã, espetáculos e oficinas com artistas convidados ao fim do dia.',
    icon: 'sun',
    link: '/booking',
    image: 'experience-risehall',
    category: 'creative',
  },
  {
    id: 'alento-club',
    title: 'Alento Club',
    subtitle: 'Ténis e padel',
    description:
      'Campos de ténis e padel nas colinas, treino para todos os níveis e um clube pensado para se jogar a vida inteira.',
    icon: 'racket',
    link: '/racket-club',
    image: 'experience-alento-club',
    category: 'movement',
    buttonLabel: 'Visitar o clube',
  },
  {
    id: 'kids-path',
    title: 'O Trilho das Crianças',
    subtitle: 'Para pequenos exploradores',
    description:
      'Trilhos na natureza, construção de cabanas e rituais suaves pensados para crianças, para que a família descanse junta e também em separado.',
    icon: 'child',
    link: '/booking',
    image: 'experience-kids-path',
    category: 'family',
  },
  {
    id: 'ai-concierge',
    title: 'Concierge de Bem-Estar com IA',
    subtitle: 'O seu percurso, à sua medida',
    description:
      'Partilhe os seus objetivos, o seu nível de stress e as suas preferências, e o concierge desenha um percurso de spa à sua medida: RELAX, REFRESH ou REVIVE.',
    icon: 'sparkle',
    link: '/concierge',
    image: 'experience-ai-concierge',
    category: 'technology',
    buttonLabel: 'Conhecer o concierge',
  },
];

export const experiencesPage: Words<typeof en.experiencesPage> = {
  heroImage: 'hero-experiences',
  intro:
    'Dez formas de viver o Alento: do circuito termal aos campos de ténis e padel, passando pelo silêncio da floresta. Escolha um tema para filtrar a lista ou veja-as todas.',
  sectionHeading: 'Encontre a sua experiência',
  filterLabel: 'Filtrar experiências por categoria',
  listLabel: 'Experiências',
  allLabel: 'Todas',
};

export const experienceButtonLabel: Words<typeof en.experienceButtonLabel> = (experience) =>
  experience.buttonLabel ?? defaultExperienceButtonLabel;

const plural = new Intl.PluralRules('pt-PT');
const experiencesNoun = (count: number) =>
  plural.select(count) === 'one' ? 'experiência' : 'experiências';

export const experienceCountLabel: Words<typeof en.experienceCountLabel> = (count, category) => {
  if (!category) {
    return plural.select(count) === 'one'
      ? `A mostrar ${count} experiência`
      : `A mostrar todas as ${count} experiências`;
  }
  const name = experienceCategories.find((c) => c.id === category)!.name;
  return `A mostrar ${count} de ${experiences.length} ${experiencesNoun(experiences.length)}: ${name}`;
};
