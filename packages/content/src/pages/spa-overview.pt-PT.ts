/** The spa circuit page's words around its stations and sequences, in European Portuguese. */
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

const sanctumFlowHectares = numberWord(hectaresOver(propertyClaims.sanctumFlowAcres), 'pt-PT');

export const spaOverview: Words<typeof en.spaOverview> = {
  hero: {
    eyebrow: 'Sanctum Flow',
    intro: `Um circuito de calor, água, terra e descanso, ao seu ritmo, em mais de ${sanctumFlowHectares} hectares das colinas alentejanas.`,
    carouselLabel: 'Fotografias do circuito de spa',
    previousLabel: 'Fotografia anterior',
    nextLabel: 'Fotografia seguinte',
    pauseLabel: 'Pausar a apresentação',
    playLabel: 'Retomar a apresentação',
    slides: spaHeroSlides,
  },
  intro: {
    eyebrow: 'O circuito',
    heading: `${capitalise(claims.stationsStated, 'pt-PT')} espaços num circuito contínuo`,
    acrossLabel: 'Em todo o circuito',
    body: `Passe do calor ao frio e ao descanso, e recomece, ao seu ritmo, por mais de ${sanctumFlowHectares} hectares de jardins, piscinas e pavilhões. Os espaços do circuito estão agrupados pelo que fazem por si. Siga-os pela ordem que quiser, ou deixe que uma das sequências guiadas lhe mostre o caminho.`,
  },
  safety: {
    heading: 'O calor, o frio e o seu corpo',
    body: 'Cada espaço de calor, frio ou água indica a temperatura e o tempo recomendado. Diz também como recuperar depois e quem deve consultar primeiro o médico. A página de segurança reúne tudo, com os sinais para parar e a ajuda da nossa equipa de acolhimento.',
    actions: [{ label: 'Segurança no circuito', href: '/spa/safety' }],
  },
  actions: [
    { label: 'Reservar um dia de spa', href: '/booking/spa' },
    { label: 'Planear com o concierge', href: '/concierge' },
  ],
  closing: {
    heading: 'O seu circuito espera por si',
    body: 'Um passe de dia inclui todos os espaços do circuito e o seu tratamento pessoal sem contacto.',
  },
};
