/** The spa circuit page's words around its stations and sequences, in Castilian Spanish. */
import { propertyClaims, spaHeroSlideCount } from '../constants.ts';
import { claims } from '../claims.ts';
import { capitalise, hectaresOver, numberWord } from '../format.ts';
import { numberedMedia } from '../media-frames.ts';
import { spaHeroMedia } from '../spa-hero-media.ts';
import type { Words } from '../words.ts';
import type * as en from './spa-overview.ts';

export const spaHeroSlides: Words<typeof en.spaHeroSlides> = numberedMedia(
  spaHeroMedia,
  spaHeroSlideCount,
);

const circuitLand = `más de ${numberWord(hectaresOver(propertyClaims.sanctumFlowAcres), 'es-ES', 'feminine')} hectáreas`;

export const spaOverview: Words<typeof en.spaOverview> = {
  hero: {
    eyebrow: 'Sanctum Flow',
    intro: `Un circuito a tu ritmo de calor, agua, tierra y descanso, en ${circuitLand} de las colinas del Alentejo.`,
    carouselLabel: 'Fotografías del circuito de spa',
    previousLabel: 'Foto anterior',
    nextLabel: 'Foto siguiente',
    pauseLabel: 'Pausar la presentación',
    playLabel: 'Reproducir la presentación',
    slides: spaHeroSlides,
  },
  intro: {
    eyebrow: 'El circuito',
    heading: `${capitalise(claims.stationsStated, 'es-ES')} espacios en un circuito continuo`,
    acrossLabel: 'En todo el circuito',
    body: `Pasa del calor al frío y al descanso, y vuelta a empezar, a tu ritmo. Son ${circuitLand} de jardines, piscinas y pabellones. Los espacios se agrupan según lo que hacen por ti: recórrelos en el orden que quieras, o deja que te guíe una de las secuencias de más abajo.`,
  },
  safety: {
    heading: 'El calor, el frío y tu cuerpo',
    body: 'Cada espacio de calor, frío o agua indica su temperatura y el tiempo recomendado. También explica cómo recuperarte después y quién debe consultar antes a su médico. La página de seguridad lo reúne todo, con las señales para parar y lo que nuestros anfitriones pueden hacer por ti.',
    actions: [{ label: 'Seguridad en el circuito', href: '/spa/safety' }],
  },
  actions: [
    { label: 'Reservar un día de spa', href: '/booking/spa' },
    { label: 'Personalizar mi circuito', href: '/concierge' },
  ],
  closing: {
    heading: 'Tu circuito te espera',
    body: 'El pase de día incluye todos los espacios del circuito y tu tratamiento personal sin contacto.',
  },
};
