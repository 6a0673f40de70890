/** The home page in Castilian Spanish. */
import { floorPlanMarkerCount } from '../constants.ts';
import { claims, stats } from '../claims.es-ES.ts';
import { capitalise, numberWord } from '../format.ts';
import type { Words } from '../words.ts';
import type * as en from './home.ts';
import { signatureExperiences } from './signature-experiences.ts';

const plural = new Intl.PluralRules('es-ES');

export const homePage: Words<typeof en.homePage> = {
  hero: {
    eyebrow: 'Bienestar integrado en la naturaleza del Alentejo',
    intro:
      'Un circuito de spa a tu ritmo entre alcornoques y olivares. Saunas y agua fría, barro y baños minerales, descanso sobre heno y té en el jardín. Ven un día, quédate una temporada.',
    image: 'hero-home',
    actions: [
      { label: 'Reservar tu visita', href: '/booking' },
      { label: 'Ver las instalaciones', href: '/spa' },
    ],
  },
  why: {
    eyebrow: 'Por qué Alento',
    heading: 'Un bienestar que nace de la tierra',
    intro:
      'Aquí todo lo moldean las colinas que nos rodean: el agua, la arcilla, las hierbas y el silencio.',
    benefits: [
      {
        icon: 'leaf',
        title: 'Con raíces en la naturaleza',
        description:
          'Piscinas depuradas por plantas, saunas de leña y tratamientos con arcilla y hierbas de nuestra propia tierra. Y siempre, a la vista, los alcornoques.',
      },
      {
        icon: 'clock',
        title: 'A tu ritmo',
        description: `${capitalise(claims.stationsStated, 'es-ES')} espacios en un circuito continuo. Sigue una secuencia guiada o déjate llevar por el día: no hay un orden equivocado.`,
      },
      {
        icon: 'sparkle',
        title: 'Hecho a tu medida',
        description:
          'Nuestro concierge de bienestar diseña un recorrido según tus objetivos, tu energía y tu forma de descansar, y lo ajusta sobre la marcha.',
      },
    ],
  },
  signatures: signatureExperiences,
  ai: {
    eyebrow: 'Experiencia de spa con IA',
    heading: 'Un recorrido a tu medida',
    body: 'Cuéntale a nuestro concierge de bienestar cómo te sientes, qué esperas y cómo te gusta descansar. Con tus objetivos, tu nivel de estrés y tus preferencias, diseña un circuito personal. Tiene tres modos: RELAX para un descanso profundo, REFRESH para renovar la energía y REVIVE para una renovación integral.',
    points: [
      'Parte de tus objetivos y tu nivel de estrés',
      'RELAX, REFRESH o REVIVE',
      'Se adapta a medida que avanza el día',
    ],
    image: 'hero-ai',
    action: { label: 'Descubrir el spa con IA', href: '/ai' },
  },
  floorPlan: {
    eyebrow: 'El recinto',
    heading: 'Explora el recinto del spa',
    intro: `${capitalise(numberWord(floorPlanMarkerCount, 'es-ES'), 'es-ES')} lugares para entrar en calor, refrescarte, flotar y descansar. Elige un marcador en el plano, o usa la lista de debajo, para ver qué ofrece cada uno.`,
    image: 'floor-plan',
    showAllLabel: 'Mostrar todas las instalaciones',
    groupLabel: 'Agrupar por categoría',
    viewLabel: 'Vista del plano',
    panHint:
      'Desliza el plano hacia los lados para verlo entero, o consulta debajo la lista de todas las instalaciones.',
    legendHeading: 'Leyenda de colores',
    summaryHeading: 'Instalaciones por categoría',
    listHeading: 'Todas las instalaciones, por categoría',
    featuresLabel: 'Características',
    closeLabel: 'Cerrar',
    countLabel: (count) =>
      plural.select(count) === 'one' ? `${String(count)} lugar` : `${String(count)} lugares`,
  },
  testimonial: {
    heading: 'Lo que dicen nuestros huéspedes',
    quote:
      'Vine a pasar un día y me fui con otro ritmo. Entre el agua fría al amanecer y la casa de té al atardecer, me olvidé de mirar el móvil.',
    name: 'Marta S.',
    detail: 'Huésped de Lisboa',
  },
  stats: {
    eyebrow: 'Alento en cifras',
    items: stats,
  },
  closing: {
    heading: 'Cuando tú quieras',
    body: 'Reserva tu día en el circuito, o escríbenos y te ayudamos a planificarlo.',
    actions: [
      { label: 'Reservar tu visita', href: '/booking' },
      { label: 'Contactar con nosotros', href: '/contact' },
    ],
  },
  banner: {
    heading: 'Las colinas te esperan',
    body: 'Calor, agua, tierra y quietud, a poca distancia en coche de Lisboa y Faro.',
    actions: [
      { label: 'Reservar', href: '/booking' },
      { label: 'Ver el circuito de spa', href: '/spa' },
    ],
  },
};
