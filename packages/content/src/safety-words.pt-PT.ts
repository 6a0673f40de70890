/** The words of each station's safety guidance in European Portuguese. */
import { heatRounds } from './constants.ts';
import { numberWord } from './format.ts';
import { eitherOf } from './guidance-format.ts';
import type * as en from './safety-words.ts';
import type { Words } from './words.ts';

const locale = 'pt-PT';
const rounds = numberWord(heatRounds, locale, 'feminine');

export const guidanceLabels: Words<typeof en.guidanceLabels> = {
  notesLabel: 'Segurança e tempos',
  temperature: 'Temperatura',
  time: 'Tempo recomendado',
  after: 'Depois',
  health: 'A sua saúde',
  hotAndCold: (hot, cold) => `Quente ${hot}, fria ${cold}`,
  hotSide: (hot) => `Quente ${hot}`,
  coldSide: (cold) => `Fria ${cold}`,
  inAll: (span) => `${span} no total`,
};

export const guidanceWords: Words<typeof en.guidanceWords> = {
  sauna: {
    name: 'Sauna de cerimónias e sauna de barril',
    time: (span) => `${span} por ronda, com descanso entre rondas; ${rounds} rondas chegam`,
    after:
      'Arrefeça aos poucos: primeiro ar fresco, depois um duche frio ou o tanque de água fria. Descanse o dobro do tempo que passou no calor e beba água.',
  },
  infraredSauna: {
    name: 'Saunas de infravermelhos',
    time: (span) => `${span} por sessão`,
    after:
      'Passe por um duche morno, descanse um pouco e beba água. A um calor suave basta um arrefecimento suave.',
  },
  steamRoom: {
    name: 'Hammam',
    time: (span) => `${span} por ronda, seguidos de descanso`,
    after: 'Retire o vapor com um duche fresco. Depois, descanse e beba água antes de outra ronda.',
  },
  onsen: {
    name: 'Onsen da terra',
    time: (span) => `${span} por banho, com descanso antes do seguinte`,
    after:
      'Saia devagar, porque a água quente pode causar tonturas. Refresque o rosto e os pulsos, descanse e beba água.',
  },
  hotBath: {
    name: 'Banhos quentes privados',
    time: (span) => `${span} por banho, com uma pausa entre banhos`,
    after:
      'Levante-se devagar e faça uma pausa na borda antes de sair. Um duche morno e um copo de água ajudam a voltar com calma.',
  },
  hydrotherapyPool: {
    name: 'Piscina de hidroterapia',
    time: (span) => `${span} nos jatos`,
    after: 'A esta temperatura não é preciso arrefecer: descanse numa espreguiçadeira e beba água.',
  },
  floatation: {
    name: 'Flutuação a céu aberto',
    time: (span) => `${span}, numa sessão ao fim do dia`,
    after: 'Tire o sal com um duche morno e descanse uns minutos em silêncio antes de seguir.',
  },
  plungePools: {
    name: 'Tanques de imersão de biohacking',
    time: (span) =>
      `${guidanceLabels.inAll(span)}: ${rounds} rondas de alguns minutos no quente e menos de um minuto no frio`,
    after:
      'Termine no lado frio. Depois, seque-se, agasalhe-se e deixe o corpo aquecer ao seu ritmo enquanto descansa.',
  },
  coldPlunge: {
    name: 'Tanque de água fria',
    time: (span) => `${span}, a respirar devagar`,
    after:
      'Aqueça por dentro: seque-se, vista o roupão e caminhe um pouco, ou descanse com um banho de pés morno. Volte ao calor quando o corpo tiver aquecido.',
  },
  kneippWalk: {
    name: 'Caminho Kneipp',
    time: (span) => `${span}, até sentir o frio nos pés`,
    after: 'Seque os pés e continue a caminhar de chinelos até voltarem a aquecer.',
  },
  coldMist: {
    name: 'Névoa fria',
    time: (span) => `${span}, a passo tranquilo`,
    after: 'Vista o roupão e descanse um pouco antes do espaço seguinte.',
  },
  biopool: {
    name: 'Piscina biológica',
    time: (span) => `${span} a nadar devagar`,
    after: 'Seque-se e descanse ao sol ou debaixo de uma manta até aquecer de novo.',
  },
  biolake: {
    name: 'Lago natural',
    time: (span) => `${span}, menos quando a água está fresca`,
    after:
      'Seque-se logo e agasalhe-se bem. Nos dias frescos, um duche quente ou uma ronda de calor suave ajudam a aquecer.',
  },
};

export const careWords: Words<typeof en.careWords> = {
  askFirst: (who) => `Consulte primeiro o seu médico se ${eitherOf(who, locale)}.`,
  who: {
    pregnancy: 'estiver grávida',
    heart: 'tiver uma doença cardíaca ou de tensão arterial',
  },
  skip: 'Deixe para outro dia se tiver bebido álcool ou tiver febre.',
  children: {
    familyPools: (age: number, from: string, to: string) =>
      `Crianças a partir dos ${String(age)} anos são bem-vindas com um adulto ao lado, todos os dias das ${from} às ${to}.`,
    wholeCircuit: (age: number) => `Para hóspedes a partir dos ${String(age)} anos.`,
  },
};
