/** A journey's touchless therapies and the concierge's reasons in European Portuguese. */
import { assessmentSlider, temperatures } from './constants.ts';
import { describeTemperature, listOf } from './format.ts';
import type * as en from './journey-words.ts';
import type { Words } from './words.ts';

const locale = 'pt-PT';

export const touchlessTherapies: Words<typeof en.touchlessTherapies> = [
  { id: 'hydrojet', name: 'Hydrojet' },
  { id: 'wavetouch', name: 'Wavetouch' },
  { id: 'mineral-soak', name: 'Banho Mineral' },
];

const quote = (answer: string) => `«${answer}»`;
const quoteGoals = (goals: readonly string[]) => listOf(goals.map(quote), locale);
const outOfTen = (label: string, value: number) =>
  `${label} em ${String(value)} de ${String(assessmentSlider.max)}`;
const amongGoals = (goals: readonly string[]) =>
  goals.length > 0 ? [`${quoteGoals(goals)} entre os seus objetivos`] : [];
const fromTo = (range: { readonly min: number; readonly max: number }) =>
  `de ${describeTemperature(range, locale)}`;

const slowDescent = 'esta descida lenta, no calor, prepara uma noite de sono profundo.';

export const journeyReasons: Words<typeof en.journeyReasons> = {
  mode: {
    relax: (why) => {
      const reasons = [
        ...(why.stress === undefined ? [] : [outOfTen('o stress', why.stress)]),
        ...(why.sleep === undefined ? [] : [outOfTen('o sono', why.sleep)]),
        ...amongGoals(why.goals),
      ];
      return `${reasons.length > 0 ? `Com ${listOf(reasons, locale)}` : 'Sem pressões à vista'}, o seu corpo vai agradecer-lhe que abrande.`;
    },
    refresh: (why) => {
      const reasons = [
        ...(why.energy === undefined ? [] : [outOfTen('a energia', why.energy)]),
        ...amongGoals(why.goals),
      ];
      return `${reasons.length > 0 ? `Com ${listOf(reasons, locale)}` : 'Com um dia ativo pela frente'}, o calor e o frio, alternados, vão despertar o corpo.`;
    },
    revive: (goals) =>
      `Escolheu ${quoteGoals(goals)}: uma renovação integral, que purifica e revitaliza o corpo.`,
  },
  sequence: {
    reset: 'Transpirar, esfoliar e enxaguar: a sequência pensada para renovar o corpo.',
    energy: 'Rondas curtas de calor e frio são o caminho mais rápido para recuperar a energia.',
    sleepGoal: `Quer dormir melhor: ${slowDescent}`,
    sleepScore: (sleep) =>
      `Avaliou o seu sono em ${String(sleep)} de ${String(assessmentSlider.max)}: ${slowDescent}`,
    sleepsWell:
      'Dorme bem, por isso o percurso vai da brincadeira à quietude, sem pressa de chegar à cama.',
    coolerSpaces:
      'Prefere espaços mais frescos: em vez de começar numa sauna, o seu percurso começa com um mergulho e termina na quietude.',
  },
  station: {
    warmWater: (temperature) =>
      `${quote(temperature)}: água quente, ${fromTo(temperatures.earthOnsen)}, em vez de uma sauna.`,
    steam: 'O vapor abre os poros antes da esfoliação.',
    mud: 'Lama e um bom duche, para limpar a pele.',
    aufguss: (company) => `${quote(company)}: o ritual aufguss é calor partilhado em grupo.`,
    hottestSauna: (temperature) =>
      `${quote(temperature)}: a sauna a lenha junto à lagoa é a mais quente.`,
    gentleSauna: (temperature) =>
      `${quote(temperature)}: a sauna de infravermelhos, ${fromTo(temperatures.infraredSauna)}, aquece com suavidade.`,
    coldPlunge: (temperature) =>
      `${temperature === undefined ? 'Para ganhar energia' : quote(temperature)}: o canal de água fria, ${fromTo(temperatures.coldPlunge)}.`,
    softCoolDown: `Um arrefecimento suave numa piscina biológica, ${fromTo(temperatures.biopool)}, nunca um choque.`,
    contrastRound: (activity) =>
      `${quote(activity)}: mais uma ronda de contraste, para manter o corpo em movimento.`,
    hay: 'O feno morno e o silêncio acalmam o sistema nervoso.',
    poolBar: (company) =>
      `${quote(company)}: terminar em boa companhia no bar da piscina de vitalidade.`,
    loungers: (company) => `${quote(company)}: espreguiçadeiras lado a lado, à sombra.`,
    privateSanctum: (company) => `${quote(company)}: um santuário privado, só para si.`,
    tea: 'Um chá de ervas, para se hidratar depois do calor.',
    pause: 'Uma pausa tranquila entre a água e o resto do seu dia.',
  },
  touchless: {
    mineralSoak: 'O Banho Mineral conclui a renovação e deixa a pele serena.',
    hydrojet: (activity) =>
      `Com ${outOfTen('a atividade física', activity)}, a massagem do Hydrojet solta os músculos cansados.`,
    wavetouch: (stress) =>
      `Com ${outOfTen('o stress', stress)}, o ritmo lento do Wavetouch ajuda a desligar.`,
  },
};
