import type { CategoryId, PlaceId } from './places.ts';

/** Every word of Maré's site in English. `words.pt.ts` has the same shape, in Portuguese. */
export const en = {
  chrome: {
    skipLink: 'Skip to content',
    brandLabel: 'Maré, home',
    navigationLabel: 'Main',
    menuLabel: 'Menu',
    nav: [
      { name: 'The spa', path: '/' },
      { name: 'Contact', path: '/contact' },
    ],
    cta: { name: 'Plan your visit', path: '/contact' },
    languageLabel: 'Language',
    footerHeading: 'Maré',
    footerTagline: 'Salt, tide and stillness on the Ria Formosa.',
    visitHeading: 'Visit',
    talkHeading: 'Talk to us',
    rights: (year: number) => `© ${year} Maré. All rights reserved.`,
    notifications: 'Notifications',
    dismiss: 'Dismiss notification',
    newTab: ' (opens in a new tab)',
  },
  routes: {
    '/': {
      heading: 'Salt, tide and stillness',
      title: 'Maré — sea spa on the Ria Formosa',
      description:
        'A sea spa among the salt pans of Tavira: a salt cave, brine and seaweed baths, a tide sauna and a cold creek, half an hour from Faro airport.',
    },
    '/contact': {
      heading: 'Plan your visit',
      title: 'Contact Maré',
      description:
        'Write to Maré about a spa day, a stay or a group visit to the salt pans of Tavira. We answer every message within a day.',
    },
    notFound: {
      heading: 'This page has gone out with the tide',
      title: 'Page not found',
      description:
        'The page you asked for is not at Maré. The spa, its plan and the way to contact us are one link away.',
    },
  },
  home: {
    eyebrow: 'Tavira · Ria Formosa',
    lede: 'Float in brine from our own salt pans, warm up in a sauna that looks out on the tide, and rest in the dunes between.',
    actions: { plan: 'See the plan', contact: 'Plan your visit' },
    heroAlt:
      'Drawing of the salt pans at low tide: white salt heaps in square pans, the lagoon beyond and a low evening sun.',
    planSection: {
      heading: 'Find your way around the salt pans',
      intro:
        'Seven places, a short walk apart. Choose one on the plan for what it offers, or read the list below it.',
    },
    planLabel: 'Plan of Maré with its seven places',
    planLabels: {
      viewLabel: 'Show the places',
      showAllLabel: 'Show all',
      groupLabel: 'Group by category',
      legendHeading: 'Categories',
      summaryHeading: 'What is where',
      listHeading: 'Every place',
      featuresLabel: 'What you find',
      closeLabel: 'Close',
      panHint: 'Swipe the plan sideways to see all of it.',
    },
    count: { one: 'place', other: 'places' },
    categories: {
      heat: 'Heat',
      water: 'Water',
      salt: 'Salt',
      rest: 'Rest',
      nourish: 'Food & drink',
    } satisfies Record<CategoryId, string>,
    places: {
      'salt-cave': {
        name: 'Salt cave',
        description:
          'A quiet room lined with blocks of salt from the pans outside, where the air tastes of the sea.',
        features: ['Twelve loungers', 'Sessions of 45 minutes'],
      },
      'brine-pool': {
        name: 'Brine pool',
        description: 'Water as salty as the lagoon, warmed to body heat: you float without trying.',
        features: ['Kept at 36 °C', 'Quiet after 6 pm'],
      },
      'tide-sauna': {
        name: 'Tide sauna',
        description:
          'A cedar sauna with one wall of glass on the lagoon, so you watch the tide while you warm.',
        features: ['85 °C', 'Eight guests at a time'],
      },
      'seaweed-bath': {
        name: 'Seaweed bath',
        description:
          'A deep tub of warm sea water and seaweed picked on the morning tide, for skin that feels new.',
        features: ['Forty minutes', 'For one or two'],
      },
      'cold-creek': {
        name: 'Cold creek',
        description:
          'A channel of sea water fed by the tide, cold in every season, a few steps from the sauna.',
        features: ['Steps with a handrail', 'Between 14 and 19 °C'],
      },
      'dune-loungers': {
        name: 'Dune loungers',
        description:
          'Loungers sheltered from the wind behind the dune, with blankets for the cooler evenings.',
        features: ['Blankets and water', 'Open until sunset'],
      },
      'pan-house': {
        name: 'Salt pan house',
        description:
          'The old salt worker’s house, now a kitchen serving fish from the market and the garden’s greens.',
        features: ['Lunch from noon to 3 pm', 'Vegetarian dishes every day'],
      },
    } satisfies Record<PlaceId, { name: string; description: string; features: string[] }>,
  },
  contact: {
    intro:
      'Tell us when you would like to come and what you have in mind. We answer every message within a day.',
    formHeading: 'Write to us',
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
    },
    messageHint: 'At least 10 characters.',
    count: (length: number, max: number) => `${length} of ${max} characters`,
    left: (remaining: number) => `${remaining} characters left`,
    send: 'Send message',
    sending: 'Sending…',
    reachHeading: 'Other ways to reach us',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    addressLabel: 'Address',
  },
  notFound: {
    lede: 'The address may have changed, or a link may be wrong.',
    home: 'Go to the spa',
  },
};

export type SiteWords = typeof en;
