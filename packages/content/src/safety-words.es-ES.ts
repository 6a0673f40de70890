/** The words of each station's safety guidance in Spanish. */
import { heatRounds } from './constants.ts';
import { numberWord } from './format.ts';
import { eitherOf } from './guidance-format.ts';
import type * as en from './safety-words.ts';
import type { Words } from './words.ts';

const locale = 'es-ES';
const rounds = numberWord(heatRounds, locale, 'feminine');

export const guidanceLabels: Words<typeof en.guidanceLabels> = {
  notesLabel: 'Seguridad y tiempos',
  temperature: 'Temperatura',
  time: 'Tiempo recomendado',
  after: 'Después',
  health: 'Tu salud',
  hotAndCold: (hot, cold) => `Caliente ${hot}, fría ${cold}`,
  hotSide: (hot) => `Caliente ${hot}`,
  coldSide: (cold) => `Fría ${cold}`,
  inAll: (span) => `${span} en total`,
};

export const guidanceWords: Words<typeof en.guidanceWords> = {
  sauna: {
    name: 'Sauna de ceremonias y sauna de barril',
    time: (span) => `${span} por ronda, con descanso entre rondas; con ${rounds} rondas basta`,
    after:
      'Enfríate poco a poco: primero aire fresco, después una ducha fría o la piscina de agua fría. Descansa el doble del tiempo que has pasado en el calor y bebe agua.',
  },
  infraredSauna: {
    name: 'Saunas de infrarrojos',
    time: (span) => `${span} por sesión`,
    after:
      'Pasa por una ducha tibia, descansa un rato y bebe agua. A un calor suave le basta un enfriamiento suave.',
  },
  steamRoom: {
    name: 'Hammam',
    time: (span) => `${span} por ronda, y después descanso`,
    after: 'Tras el vapor, una ducha fresca. Después, descansa y bebe agua antes de otra ronda.',
  },
  onsen: {
    name: 'Onsen de la tierra',
    time: (span) => `${span} por baño, con descanso antes del siguiente`,
    after:
      'Sal despacio, porque el agua caliente puede marear. Refréscate la cara y las muñecas, descansa y bebe agua.',
  },
  hotBath: {
    name: 'Baños calientes privados',
    time: (span) => `${span} por baño, con una pausa entre baños`,
    after:
      'Levántate despacio y siéntate un momento en el borde antes de salir. Una ducha tibia y un vaso de agua te devuelven con calma.',
  },
  hydrotherapyPool: {
    name: 'Piscina de hidroterapia',
    time: (span) => `${span} en los chorros`,
    after: 'A esta temperatura no hace falta enfriarse: descansa en una tumbona y bebe agua.',
  },
  floatation: {
    name: 'Flotación a cielo abierto',
    time: (span) => `${span}, en una sesión al caer la tarde`,
    after:
      'Quítate la sal con una ducha templada y descansa unos minutos en silencio antes de seguir.',
  },
  plungePools: {
    name: 'Piscinas de inmersión de biohacking',
    time: (span) =>
      `${guidanceLabels.inAll(span)}: ${rounds} rondas de unos minutos en caliente y menos de un minuto en frío`,
    after:
      'Termina en el lado frío. Después, sécate, abrígate y deja que el cuerpo entre en calor a su ritmo mientras descansas.',
  },
  coldPlunge: {
    name: 'Piscina de agua fría',
    time: (span) => `${span}, respirando despacio`,
    after:
      'Entra en calor desde dentro: sécate, ponte el albornoz y camina un poco, o descansa con un baño de pies tibio. Vuelve al calor cuando tu cuerpo se haya templado.',
  },
  kneippWalk: {
    name: 'Paseo Kneipp',
    time: (span) => `${span}, hasta que notes el frío en los pies`,
    after: 'Sécate los pies y sigue caminando en zapatillas hasta que vuelvan a entrar en calor.',
  },
  coldMist: {
    name: 'Bruma fría',
    time: (span) => `${span}, a paso tranquilo`,
    after: 'Ponte el albornoz y descansa un rato antes del siguiente espacio.',
  },
  biopool: {
    name: 'Biopiscina',
    time: (span) => `${span} nadando despacio`,
    after: 'Sécate y descansa al sol o bajo una manta hasta que vuelvas a entrar en calor.',
  },
  biolake: {
    name: 'Lago natural',
    time: (span) => `${span}, menos cuando el agua está fresca`,
    after:
      'Sécate enseguida y abrígate bien. Los días frescos, una ducha caliente o una ronda de calor suave te ayudan a entrar en calor.',
  },
};

export const careWords: Words<typeof en.careWords> = {
  askFirst: (who) => `Consulta antes con tu médico si ${eitherOf(who, locale)}.`,
  who: {
    pregnancy: 'estás embarazada',
    heart: 'tienes una afección cardiaca o de tensión arterial',
  },
  skip: 'Déjalo para otro día si has bebido alcohol o tienes fiebre.',
  children: {
    familyPools: (age: number, from: string, to: string) =>
      `Los niños a partir de ${String(age)} años son bienvenidos con un adulto al lado, todos los días de ${from} a ${to}.`,
    wholeCircuit: (age: number) => `Para huéspedes a partir de ${String(age)} años.`,
  },
};
