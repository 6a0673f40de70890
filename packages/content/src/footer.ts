import { siteConfig } from './site.ts';

/** The guest footer (spec "Site footer"). */
export const footer = {
  heading: `Begin Your Journey to ${siteConfig.name}`,
  tagline:
    'Immerse yourself in nature, renew in stillness and transform with intention — in the quiet hills of the Alentejo.',
  contactHeading: 'Contact',
  quickLinksHeading: 'Explore',
  /** Plain text, not links: the spec shows them as non-clickable. */
  quickLinks: ['Spa Circuit', 'Vitality Circuits', 'Alento Club', 'Forest Stays', 'Wellness Cafe'],
  programsHeading: 'Programs',
  programs: [
    'Bio-Age Reset',
    'Stillness Circle',
    'Seasonal Cleanse',
    'Nature Sabbath',
    'Family Rest Retreats',
  ],
  newsletter: {
    heading: 'Stay in the Quiet',
    intro:
      'Seasonal letters from the hills: new retreats, rituals and what is growing in the garden.',
    label: 'Email address',
    button: 'Subscribe',
    /** No newsletter service exists yet: say so rather than pretend the guest is subscribed. */
    confirmation: (email: string) =>
      `Our seasonal letters have not started yet, so ${email} was not sent anywhere or stored. Write to ${siteConfig.email} and we will tell you when they begin.`,
  },
} as const;

/** The partnership pages' footer. */
export const partnershipFooter = {
  heading: `${siteConfig.name} Partnerships`,
  blurb: 'Building a regenerative wellness destination in the Alentejo, together.',
  followHeading: 'Follow',
  talkHeading: 'Talk to us',
  chatLabel: `Chat with us on ${siteConfig.messagingApp}`,
  chatMessage: `Hello ${siteConfig.name} team, I would like to talk about partnership opportunities.`,
} as const;

/**
 * The row of links in every footer, guest and partnership: the pages a guest reads before
 * booking, and Portugal's official electronic complaints book, which the law asks every
 * business with a website to link, under its own name.
 */
export const footerLinks = {
  /** Names the row for assistive technology, beside the header's main menu. */
  label: 'Useful information',
  items: [
    { label: 'Safety', href: '/spa/safety' },
    { label: 'House rules', href: '/spa/etiquette' },
    { label: 'FAQ', href: '/faq' },
    { label: 'Privacy', href: '/privacy' },
    { label: 'Accessibility', href: '/accessibility' },
    { label: 'Complaints book (Livro de Reclamações)', href: 'https://www.livroreclamacoes.pt/' },
  ],
} as const;

/** A chat link with its message prefilled and URL-encoded. */
export function messagingLink(
  message: string,
  number: string = siteConfig.messagingNumber,
): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
