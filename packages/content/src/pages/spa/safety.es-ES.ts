/** Safety at every station in Castilian Spanish. */
import { guestAges, heatRounds, stationMinutes, temperatures } from '../../constants.ts';
import { capitalise, describeTemperature, numberWord } from '../../format.ts';
import { formatMinutes } from '../../guidance-format.ts';
import type { Words } from '../../words.ts';
import type * as en from './safety.ts';

const locale = 'es-ES';
const rounds = numberWord(heatRounds, locale, 'feminine');

export const safetyPage: Words<typeof en.safetyPage> = {
  heroImage: 'hero-spa',
  intro:
    'El calor, el frío y el agua hacen más bien sin prisa. Aquí tienes cómo recorrer el circuito a tu ritmo, qué te pide cada espacio y cuándo salir.',
  rhythm: {
    eyebrow: 'El ritmo',
    heading: 'Cómo alternar el calor y el frío',
    intro: `Una ronda es calor, después frío y después descanso. Con ${rounds} rondas la visita es completa, y una ya es un buen comienzo.`,
    steps: [
      {
        title: 'Dúchate y sécate',
        text: 'Una ducha templada antes de la primera ronda y, después, sécate bien: la piel seca se calienta de forma más uniforme.',
      },
      {
        title: 'Entra en calor con suavidad',
        text: `Empieza en una sauna de infrarrojos, de ${describeTemperature(temperatures.infraredSauna, locale)}, o con un baño de pies tibio. En las salas más calientes, siéntate abajo al principio: cerca del suelo, el aire es más fresco.`,
      },
      {
        title: 'Disfruta del calor',
        text: `${capitalise(formatMinutes(stationMinutes.sauna, locale), locale)} en la sauna son suficientes. Sal antes siempre que quieras: el tiempo es un límite, no una meta.`,
      },
      {
        title: 'Enfríate poco a poco',
        text: 'Primero aire fresco, después una ducha fresca y, si quieres, la piscina de agua fría o la biopiscina. Refresca brazos y piernas antes que el pecho.',
      },
      {
        title: 'Descansa',
        text: 'Túmbate el doble del tiempo que has pasado en el calor, en el espacio de heno, en una tumbona o en la casa de té, y bebe algo.',
      },
      {
        title: 'Otra ronda, o el final',
        text: `Hasta ${rounds} rondas. Termina con un descanso y espera a sentir el cuerpo templado y estable antes de vestirte y conducir a casa.`,
      },
    ],
  },
  hydration: {
    heading: 'Bebe sobre la marcha',
    paragraphs: [
      'El calor y el vapor te quitan agua más deprisa de lo que notas. Bebe un vaso de agua o de infusión después de cada ronda, y más en los días de calor.',
      'Hay agua mineral en el bar de la piscina de vitalidad e infusiones en la casa de té, y cualquier anfitrión te trae un vaso. Deja el alcohol para después del circuito.',
    ],
  },
  signs: {
    heading: 'Cuándo parar',
    intro:
      'Tu cuerpo te dice cuándo es suficiente. Sal ante cualquiera de estas señales, sin terminar la ronda:',
    items: [
      'Mareo o sensación de aturdimiento',
      'Náuseas o dolor de cabeza',
      'El corazón acelerado o latiendo con fuerza',
      'Falta de aire',
      'Escalofríos que no ceden después de secarte y entrar en calor',
      'Entumecimiento u hormigueo con el frío',
    ],
    then: 'Siéntate o túmbate en un lugar fresco y a la sombra, bebe agua a sorbos y avisa al anfitrión más cercano. Nuestros anfitriones tienen formación en primeros auxilios y se quedan contigo hasta que te encuentres bien.',
  },
  askFirst: {
    heading: 'Antes de entrar',
    intro:
      'La mayoría de los huéspedes disfruta de todos los espacios. Algunos deben consultar antes, y las notas de cada espacio indican cuáles de estos casos se aplican.',
    items: [
      {
        id: 'pregnancy',
        icon: 'leaf',
        title: 'Embarazo',
        description:
          'Consulta antes con tu médico o tu matrona: durante el embarazo, el calor y el frío exigen más al cuerpo. La piscina de hidroterapia, la biopiscina y la flotación son los espacios más suaves.',
      },
      {
        id: 'heart',
        icon: 'heart',
        title: 'Corazón y tensión arterial',
        description:
          'Si tienes una afección cardiaca o de tensión arterial, pregunta a tu médico qué espacios te convienen. El calor dilata los vasos sanguíneos y el frío los contrae.',
      },
      {
        id: 'alcohol',
        icon: 'cup',
        title: 'Después de beber alcohol',
        description:
          'Deja el calor, el frío y el agua para otro día. El alcohol atenúa las señales que te dicen cuándo salir.',
      },
      {
        id: 'fever',
        icon: 'bed',
        title: 'Fiebre o malestar',
        description:
          'Descansa: la fiebre ya te sube la temperatura, y el circuito seguirá aquí cuando estés bien.',
      },
      {
        id: 'children',
        icon: 'child',
        title: 'Niños',
        description: `Se calientan y se enfrían más deprisa que los adultos. A partir de ${String(guestAges.familyPools)} años, entran en el lago natural, la biopiscina y el paseo Kneipp con un adulto, en el horario familiar, y durante menos tiempo que los adultos. El calor, los baños calientes, la flotación y el frío son para huéspedes a partir de ${String(guestAges.wholeCircuit)} años.`,
      },
    ],
  },
  hosts: {
    heading: 'En qué te ayudan nuestros anfitriones',
    intro:
      'Nuestros anfitriones recorren el circuito y te esperan en la recepción del Edificio del Sanctum. Pregúntales lo que quieras.',
    items: [
      {
        id: 'plan',
        icon: 'users',
        title: 'Planificar tus rondas',
        description: 'Un orden de espacios y tiempos a tu medida, o una de las secuencias guiadas.',
      },
      {
        id: 'times',
        icon: 'clock',
        title: 'Horarios y rituales',
        description:
          'Cuándo empieza el próximo ritual aufguss, qué piscina está más tranquila y a qué hora empiezan las flotaciones de la tarde.',
      },
      {
        id: 'comfort',
        icon: 'droplet',
        title: 'Agua, té y una manta',
        description:
          'Un vaso de agua, una tetera de infusión, un albornoz seco o una manta, siempre que lo necesites.',
      },
      {
        id: 'first-aid',
        icon: 'heart',
        title: 'Primeros auxilios',
        description:
          'Todos nuestros anfitriones tienen formación en primeros auxilios y llaman a un médico al spa si hace falta.',
      },
      {
        id: 'families',
        icon: 'child',
        title: 'Familias',
        description: 'Qué espacios van bien a tus hijos y cuánto tiempo deben quedarse.',
      },
    ],
  },
  table: {
    eyebrow: 'De un vistazo',
    heading: 'Cada espacio, su calor y su tiempo',
    intro:
      'De las salas más calientes al agua al aire libre. En el plano y en la página del spa, las notas de cada espacio añaden cómo recuperarte después y quién debe consultar antes a su médico.',
    caption: 'Temperatura y tiempo recomendado en cada espacio',
    stationLabel: 'Espacio',
    timeLabel: 'Tiempo',
  },
  closing: {
    heading: 'Antes de reservar',
    body: 'Todas las preguntas sobre tu salud y el circuito son bienvenidas: escríbenos o pregunta a un anfitrión el mismo día.',
    actions: [
      { label: 'Explorar el circuito', href: '/spa' },
      { label: 'Hablar con el equipo', href: '/contact' },
    ],
  },
};
