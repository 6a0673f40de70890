/** What both partnership pages share, in European Portuguese. */
import { partnershipRevealRootMargin, propertyClaims, revealThreshold } from './constants.ts';
import { claims } from './claims.ts';
import { messagingLink, partnershipFooter } from './footer.ts';
import { listOf } from './format.ts';
import { siteConfig } from './site.ts';
import type { Words } from './words.ts';
import type * as en from './partnership.ts';

export const partnershipBenefitsId: Words<typeof en.partnershipBenefitsId> = 'benefits';

export const partnershipReveal: Words<typeof en.partnershipReveal> = {
  threshold: revealThreshold,
  rootMargin: partnershipRevealRootMargin,
};

export const partnershipResponseNote: Words<typeof en.partnershipResponseNote> =
  `Respondemos em ${listOf(siteConfig.languages, 'pt-PT')}, habitualmente ${claims.partnershipResponse}.`;

export const partnershipSanctums: Words<typeof en.partnershipSanctums> = [
  {
    icon: 'tree',
    title: 'Forest Sanctum',
    description:
      'Saunas e tanques de água fria sob os sobreiros, onde a sombra, a resina e o canto das aves marcam o ritmo.',
  },
  {
    icon: 'moon',
    title: 'Celestial Sanctum',
    description:
      'Flutuação, observação das estrelas e cinema ao ar livre sob um dos céus mais escuros da Europa.',
  },
  {
    icon: 'mountain',
    title: 'Highpoint Sanctum',
    description:
      'Um retiro no cimo da colina para respirar, mover o corpo e perder o olhar na planície até ao horizonte.',
  },
];

export const partnershipFacts: Words<typeof en.partnershipFacts> = [
  {
    value: String(propertyClaims.apartmentsAndVillas),
    label: 'Apartamentos e villas de bem-estar',
  },
  { value: String(partnershipSanctums.length), label: 'Sanctum: Forest, Celestial e Highpoint' },
  {
    value: `${propertyClaims.hectaresOnPartnershipPage} ha`,
    label: 'De terra alentejana ao nosso cuidado',
  },
  { value: `${propertyClaims.recycledWaterPercent}%`, label: 'Água reciclada' },
];

export const partnershipContact: Words<typeof en.partnershipContact> = {
  eyebrow: 'Contacto',
  heading: 'Comece a conversa',
  chatLabel: `Escrever-nos no ${siteConfig.messagingApp}`,
  chatHref: messagingLink(partnershipFooter.chatMessage),
  emailLabel: `Escrever para ${siteConfig.partnershipEmail}`,
  emailHref: `mailto:${siteConfig.partnershipEmail}`,
  response: partnershipResponseNote,
};

export const learnMoreAbout: Words<typeof en.learnMoreAbout> = (heading) =>
  `sobre ${heading.toLocaleLowerCase('pt-PT')}`;
