/** Safety at every station in European Portuguese. */
import { guestAges, heatRounds, stationMinutes, temperatures } from '../../constants.ts';
import { capitalise, describeTemperature, numberWord } from '../../format.ts';
import { formatMinutes } from '../../guidance-format.ts';
import type { Words } from '../../words.ts';
import type * as en from './safety.ts';

const locale = 'pt-PT';
const rounds = numberWord(heatRounds, locale, 'feminine');

export const safetyPage: Words<typeof en.safetyPage> = {
  heroImage: 'hero-spa',
  intro:
    'O calor, o frio e a água fazem mais bem quando se vai com calma. Veja como percorrer o circuito ao seu ritmo, o que cada espaço lhe pede e quando sair.',
  rhythm: {
    eyebrow: 'O ritmo',
    heading: 'Como alternar o calor e o frio',
    intro: `Uma ronda é calor, depois frio, depois descanso. ${capitalise(rounds, locale)} rondas fazem uma visita completa, e uma já é um bom começo.`,
    steps: [
      {
        title: 'Tome um duche e seque-se',
        text: 'Um duche morno antes da primeira ronda e, depois, seque-se bem: a pele seca aquece de forma mais uniforme.',
      },
      {
        title: 'Aqueça com suavidade',
        text: `Comece numa sauna de infravermelhos, de ${describeTemperature(temperatures.infraredSauna, locale)}, ou com um banho de pés morno. Nas salas mais quentes, sente-se primeiro em baixo: junto ao chão, o ar é mais fresco.`,
      },
      {
        title: 'Aproveite o calor',
        text: `${capitalise(formatMinutes(stationMinutes.sauna, locale), locale)} na sauna chegam. Saia mais cedo sempre que lhe apetecer: o tempo é um limite, não uma meta.`,
      },
      {
        title: 'Arrefeça aos poucos',
        text: 'Primeiro ar fresco, depois um duche fresco e, se quiser, o tanque de água fria ou a piscina biológica. Arrefeça braços e pernas antes do peito.',
      },
      {
        title: 'Descanse',
        text: 'Descanse o dobro do tempo que passou no calor, no espaço de feno, numa espreguiçadeira ou na casa de chá, e beba alguma coisa.',
      },
      {
        title: 'Outra ronda, ou o fim',
        text: `Até ${rounds} rondas. Termine com um descanso e sinta o corpo quente e estável antes de se vestir e conduzir para casa.`,
      },
    ],
  },
  hydration: {
    heading: 'Beba ao longo do dia',
    paragraphs: [
      'O calor e o vapor tiram-lhe água mais depressa do que parece. Beba um copo de água ou de chá de ervas depois de cada ronda, e mais nos dias quentes.',
      'Há água mineral no bar da piscina de vitalidade e chá de ervas na casa de chá, e a nossa equipa traz-lhe um copo sempre que pedir. Deixe o álcool para depois do circuito.',
    ],
  },
  signs: {
    heading: 'Quando parar',
    intro: 'O corpo diz quando já chega. Saia ao primeiro destes sinais, sem terminar a ronda:',
    items: [
      'Tonturas ou sensação de cabeça leve',
      'Náuseas ou dor de cabeça',
      'Coração acelerado ou a bater com força',
      'Falta de ar',
      'Arrepios que não passam depois de se secar e aquecer',
      'Dormência ou formigueiro no frio',
    ],
    then: 'Sente-se ou deite-se num sítio fresco e à sombra, beba água aos poucos e avise a pessoa da equipa mais próxima. A nossa equipa de acolhimento tem formação em primeiros socorros e fica consigo até se sentir bem.',
  },
  askFirst: {
    heading: 'Antes de entrar',
    intro:
      'A maioria dos hóspedes aproveita todos os espaços. Alguns devem informar-se primeiro, e as notas de cada espaço dizem quais destes casos se aplicam.',
    items: [
      {
        id: 'pregnancy',
        icon: 'leaf',
        title: 'Gravidez',
        description:
          'Consulte primeiro o seu médico ou a sua parteira: na gravidez, o calor e o frio exigem mais do corpo. A piscina de hidroterapia, a piscina biológica e a flutuação são os espaços mais suaves.',
      },
      {
        id: 'heart',
        icon: 'heart',
        title: 'Coração e tensão arterial',
        description:
          'Se tiver uma doença cardíaca ou de tensão arterial, pergunte ao seu médico que espaços lhe convêm. O calor dilata os vasos sanguíneos e o frio contrai-os.',
      },
      {
        id: 'alcohol',
        icon: 'cup',
        title: 'Depois de beber álcool',
        description:
          'Deixe o calor, o frio e a água para outro dia. O álcool atenua os sinais que lhe dizem quando sair.',
      },
      {
        id: 'fever',
        icon: 'bed',
        title: 'Febre ou mal-estar',
        description:
          'Descanse: a febre já lhe aumenta a temperatura, e o circuito estará aqui quando estiver bem.',
      },
      {
        id: 'children',
        icon: 'child',
        title: 'Crianças',
        description: `Aquecem e arrefecem mais depressa do que os adultos. A partir dos ${String(guestAges.familyPools)} anos, entram no lago natural, na piscina biológica e no caminho Kneipp com um adulto, no horário familiar, e durante menos tempo do que os adultos. O calor, os banhos quentes, a flutuação e o frio são para hóspedes a partir dos ${String(guestAges.wholeCircuit)} anos.`,
      },
    ],
  },
  hosts: {
    heading: 'Em que a nossa equipa pode ajudar',
    intro:
      'A nossa equipa de acolhimento percorre o circuito e está na receção do Edifício do Sanctum. Pergunte o que quiser.',
    items: [
      {
        id: 'plan',
        icon: 'users',
        title: 'Planear as suas rondas',
        description: 'Uma ordem de espaços e tempos à sua medida, ou uma das sequências guiadas.',
      },
      {
        id: 'times',
        icon: 'clock',
        title: 'Horários e rituais',
        description:
          'Quando começa o próximo ritual aufguss, que piscina está mais tranquila e a que horas começam as flutuações ao fim do dia.',
      },
      {
        id: 'comfort',
        icon: 'droplet',
        title: 'Água, chá e uma manta',
        description:
          'Um copo de água, um bule de chá de ervas, um roupão seco ou uma manta, sempre que precisar.',
      },
      {
        id: 'first-aid',
        icon: 'heart',
        title: 'Primeiros socorros',
        description:
          'Toda a equipa tem formação em primeiros socorros e, quando é preciso, chama um médico ao spa.',
      },
      {
        id: 'families',
        icon: 'child',
        title: 'Famílias',
        description: 'Que espaços são indicados para as crianças e quanto tempo devem lá ficar.',
      },
    ],
  },
  table: {
    eyebrow: 'Num relance',
    heading: 'Cada espaço, o seu calor e o seu tempo',
    intro:
      'Das salas mais quentes até à água ao ar livre. No plano e na página do spa, as notas de cada espaço dizem também como recuperar depois e quem deve consultar primeiro o médico.',
    caption: 'Temperatura e tempo recomendado em cada espaço',
    stationLabel: 'Espaço',
    timeLabel: 'Tempo',
  },
  closing: {
    heading: 'Antes de reservar',
    body: 'Todas as perguntas sobre a sua saúde e o circuito são bem-vindas: escreva-nos, ou fale com a nossa equipa no próprio dia.',
    actions: [
      { label: 'Explorar o circuito', href: '/spa' },
      { label: 'Falar com a equipa', href: '/contact' },
    ],
  },
};
