/** The Seasons page in European Portuguese. */
import { comingSoon } from '../chrome.ts';
import type { Words } from '../words.ts';
import type * as en from './seasons.ts';

function seasonImages(id: en.Season['id']): en.Season['images'] {
  return [`season-${id}-1`, `season-${id}-2`, `season-${id}-3`, `season-${id}-4`] as const;
}

export const seasons: Words<typeof en.seasons> = [
  {
    id: 'spring',
    name: 'Primavera',
    tagline: 'Despertar',
    description:
      'As flores silvestres cobrem as colinas e a horta desperta. A primavera é tempo de recomeços: comida que depura, caminhadas matinais e movimento suave na luz nova.',
    images: seasonImages('spring'),
    actions: [
      { label: 'Explorar a primavera', href: '/programs' },
      { label: 'Reservar um retiro', href: '/booking' },
    ],
  },
  {
    id: 'summer',
    name: 'Verão',
    tagline: 'Fluir',
    description:
      'Dias longos e dourados, noites quentes sob as estrelas. O verão é para piscinas biológicas frescas ao meio-dia, o circuito ao entardecer e jantares que duram até escurecer.',
    images: seasonImages('summer'),
    actions: [
      { label: 'Descobrir o spa', href: '/spa' },
      { label: 'Reservar uma estadia', href: '/booking' },
    ],
  },
  {
    id: 'autumn',
    name: 'Outono',
    tagline: 'Colher',
    description:
      'A azeitona, a uva e a cortiça chegam da terra. O outono é para mesas de colheita, estúdios criativos e regressar, devagar, ao seu próprio ritmo.',
    images: seasonImages('autumn'),
    actions: [
      { label: 'Ver as experiências', href: '/experiences' },
      { label: 'A nossa abordagem', href: '/approach' },
    ],
  },
  {
    id: 'winter',
    name: 'Inverno',
    tagline: 'Recuperar',
    description:
      'Manhãs frias e límpidas, cheiro a lenha e vapor a subir das piscinas quentes. O inverno é para saunas demoradas, descanso profundo e a quietude do santuário.',
    images: seasonImages('winter'),
    actions: [
      { label: 'Entrar no Sanctum', href: '/sanctum' },
      { label: 'Reservar um retiro', href: '/booking' },
    ],
  },
];

export const seasonsPage: Words<typeof en.seasonsPage> = {
  heroImage: 'hero-seasons',
  intro:
    'O Alentejo muda a cada estação, e nós também. Os nossos rituais, a nossa cozinha e os nossos retiros acompanham a terra ao longo do ano.',
  closing: {
    heading: 'Um retiro para cada estação',
    text: 'Estamos a preparar as datas dos retiros sazonais e o nosso calendário do ano.',
    actions: [
      { label: 'Ver calendário de retiros', unavailable: comingSoon },
      { label: 'Avisar-me das novas datas', unavailable: comingSoon },
    ],
  },
};
