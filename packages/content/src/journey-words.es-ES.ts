/** A journey's touchless therapies and the concierge's reasons in Castilian Spanish. */
import { assessmentSlider, temperatures } from './constants.ts';
import { describeTemperature, listOf } from './format.ts';
import type * as en from './journey-words.ts';
import type { Words } from './words.ts';

const locale = 'es-ES';

export const touchlessTherapies: Words<typeof en.touchlessTherapies> = [
  { id: 'hydrojet', name: 'Hydrojet' },
  { id: 'wavetouch', name: 'Wavetouch' },
  { id: 'mineral-soak', name: 'Baño Mineral' },
];

const quote = (answer: string) => `«${answer}»`;
const quoteGoals = (goals: readonly string[]) => listOf(goals.map(quote), locale);
const outOfTen = (label: string, value: number) =>
  `${label} en ${String(value)} de ${String(assessmentSlider.max)}`;
const amongGoals = (goals: readonly string[]) =>
  goals.length > 0 ? [`${quoteGoals(goals)} entre tus objetivos`] : [];
const fromTo = (range: { readonly min: number; readonly max: number }) =>
  `de ${describeTemperature(range, locale)}`;

const slowDescent = 'este descenso lento y cálido prepara una noche de sueño profundo.';

export const journeyReasons: Words<typeof en.journeyReasons> = {
  mode: {
    relax: (why) => {
      const reasons = [
        ...(why.stress === undefined ? [] : [outOfTen('tu estrés', why.stress)]),
        ...(why.sleep === undefined ? [] : [outOfTen('tu sueño', why.sleep)]),
        ...amongGoals(why.goals),
      ];
      return `${reasons.length > 0 ? `Con ${listOf(reasons, locale)}` : 'Sin nada que te agobie'}, tu cuerpo agradecerá bajar el ritmo de verdad.`;
    },
    refresh: (why) => {
      const reasons = [
        ...(why.energy === undefined ? [] : [outOfTen('tu energía', why.energy)]),
        ...amongGoals(why.goals),
      ];
      return `${reasons.length > 0 ? `Con ${listOf(reasons, locale)}` : 'Con un día activo por delante'}, el calor y el frío, alternados, te despertarán.`;
    },
    revive: (goals) =>
      `Con ${quoteGoals(goals)} entre tus objetivos, te proponemos una renovación integral que limpia y revitaliza el cuerpo.`,
  },
  sequence: {
    reset: 'Sudar, exfoliar y aclarar: la secuencia pensada para renovar el cuerpo.',
    energy: 'Rondas cortas de calor y frío: el camino más rápido para recuperar la energía.',
    sleepGoal: `Quieres dormir mejor: ${slowDescent}`,
    sleepScore: (sleep) =>
      `Le das un ${String(sleep)} de ${String(assessmentSlider.max)} a tu sueño: ${slowDescent}`,
    sleepsWell:
      'Duermes bien, así que tu recorrido va del juego a la quietud, sin prisa por llegar a la cama.',
    coolerSpaces:
      'Prefieres espacios más frescos: en lugar de empezar en una sauna, tu recorrido empieza con un baño y termina en la quietud.',
  },
  station: {
    warmWater: (temperature) =>
      `${quote(temperature)}: agua caliente, ${fromTo(temperatures.earthOnsen)}, en lugar de una sauna.`,
    steam: 'El vapor abre los poros antes de la exfoliación.',
    mud: 'Barro y una buena ducha para limpiar la piel.',
    aufguss: (company) => `${quote(company)}: el ritual aufguss es calor compartido en grupo.`,
    hottestSauna: (temperature) =>
      `${quote(temperature)}: la sauna de leña junto a la laguna es la más caliente.`,
    gentleSauna: (temperature) =>
      `${quote(temperature)}: la sauna de infrarrojos, ${fromTo(temperatures.infraredSauna)}, te calienta con suavidad.`,
    coldPlunge: (temperature) =>
      `${temperature === undefined ? 'Para recuperar energía' : quote(temperature)}: el canal de agua fría, ${fromTo(temperatures.coldPlunge)}.`,
    softCoolDown: `Un enfriamiento suave en una biopiscina, ${fromTo(temperatures.biopool)}, nunca un choque.`,
    contrastRound: (activity) =>
      `${quote(activity)}: una ronda más de contraste para seguir en movimiento.`,
    hay: 'El heno templado y el silencio calman el sistema nervioso.',
    poolBar: (company) =>
      `${quote(company)}: terminar en compañía en el bar de la piscina de vitalidad.`,
    loungers: (company) => `${quote(company)}: tumbonas una junto a otra, a la sombra.`,
    privateSanctum: (company) => `${quote(company)}: un santuario privado solo para ti.`,
    tea: 'Una infusión de hierbas para hidratarte después del calor.',
    pause: 'Una pausa tranquila entre el agua y el resto de tu día.',
  },
  touchless: {
    mineralSoak: 'El Baño Mineral cierra la renovación y deja la piel en calma.',
    hydrojet: (activity) =>
      `Con ${outOfTen('tu actividad física', activity)}, el masaje del Hydrojet suelta los músculos cargados.`,
    wavetouch: (stress) =>
      `Con ${outOfTen('tu estrés', stress)}, el ritmo lento del Wavetouch te ayuda a desconectar.`,
  },
};
