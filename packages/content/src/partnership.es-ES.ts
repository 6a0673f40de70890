/** What the two partnership pages share, in Castilian Spanish. */
import type { Words } from './words.ts';
import type * as en from './partnership.ts';
import { partnershipRevealRootMargin, propertyClaims, revealThreshold } from './constants.ts';
import { claims } from './claims.ts';
import { messagingLink, partnershipFooter } from './footer.ts';
import { listOf } from './format.ts';
import { siteConfig } from './site.ts';

export const partnershipBenefitsId: Words<typeof en.partnershipBenefitsId> = 'benefits';

export const partnershipReveal: Words<typeof en.partnershipReveal> = {
  threshold: revealThreshold,
  rootMargin: partnershipRevealRootMargin,
};

export const partnershipResponseNote: Words<typeof en.partnershipResponseNote> =
  `Solemos responder ${claims.partnershipResponse}, en ${listOf(siteConfig.languages, 'es-ES')}.`;

export const partnershipSanctums: Words<typeof en.partnershipSanctums> = [
  {
    icon: 'tree',
    title: 'Forest Sanctum',
    description:
      'Saunas y piscinas frías bajo los alcornoques, donde la sombra, la resina y el canto de los pájaros marcan el ritmo.',
  },
  {
    icon: 'moon',
    title: 'Celestial Sanctum',
    description:
      'Flotación, estrellas y cine al aire libre bajo uno de los cielos más oscuros de Europa.',
  },
  {
    icon: 'mountain',
    title: 'Highpoint Sanctum',
    description:
      'Un refugio en lo alto de la loma para respirar, moverse y dejar volar la vista sobre la llanura hasta el horizonte.',
  },
];

export const partnershipFacts: Words<typeof en.partnershipFacts> = [
  {
    value: String(propertyClaims.apartmentsAndVillas),
    label: 'Apartamentos y villas de bienestar',
  },
  { value: String(partnershipSanctums.length), label: 'Sanctum: Forest, Celestial y Highpoint' },
  {
    value: `${propertyClaims.hectaresOnPartnershipPage} ha`,
    label: 'De tierra alentejana a nuestro cuidado',
  },
  {
    value: new Intl.NumberFormat('es-ES', { style: 'percent' }).format(
      propertyClaims.recycledWaterPercent / 100,
    ),
    label: 'Agua reciclada',
  },
];

export const partnershipContact: Words<typeof en.partnershipContact> = {
  eyebrow: 'Contacto',
  heading: 'Empecemos a hablar',
  chatLabel: `Escribirnos por ${siteConfig.messagingApp}`,
  chatHref: messagingLink(partnershipFooter.chatMessage),
  emailLabel: `Escribir a ${siteConfig.partnershipEmail}`,
  emailHref: `mailto:${siteConfig.partnershipEmail}`,
  response: partnershipResponseNote,
};

export const learnMoreAbout: Words<typeof en.learnMoreAbout> = (heading) =>
  `sobre ${heading.toLocaleLowerCase('es-ES')}`;
