/**
 * Each page's words in the route table: its heading, its document title and its meta description,
 * by the path of the page that owns them (an alias shows its canonical page's words), and the
 * router's words for an unexpected error. `routes.ts` joins them to the paths and layouts.
 *
 * A description that formats a figure (a price, hours, a list) is a getter: the first formatter
 * a page makes loads the browser's locale data, a long task on a slow phone, and every page
 * carries this table while only the page itself reads its description.
 */
import { prices, propertyClaims, travelTimes } from './constants.ts';
import { claims, travelPlaces } from './claims.ts';
import {
  capitalise,
  formatEuros,
  formatHours,
  listOf,
  numberWord,
  startingPrice,
} from './format.ts';
import type { OwnPath, PageWords } from './routes.ts';

export const routeWords = {
  '/partners': {
    heading: 'Partner with Alento',
    title: 'Partnerships',
    description:
      'Partner with Alento, a regenerative wellness retreat in the Alentejo hills: strategic alliances, wellness practitioners and corporate partners.',
  },
  '/holistic-landcare': {
    heading: 'Holistic Landcare',
    title: 'Holistic Landcare',
    description: `How Alento tends ${propertyClaims.hectaresOnPartnershipPage} hectares of Alentejo land: regenerative systems, recycled water and partners in land stewardship.`,
  },
  '/home': {
    heading: 'Where the Alentejo Hills Breathe With You',
    title: 'Nature-Integrated Wellness Spa & Retreat',
    description:
      'Alento is a nature-integrated wellness spa and retreat in the Alentejo hills of Portugal: a self-paced spa circuit, forest stays and seasonal retreats.',
  },
  '/sanctum': {
    heading: 'Choose Your Sanctum',
    title: 'Sanctum: Two Spa Pathways',
    description: `Choose between two spa pathways at Alento: the science-led BioSanctum or Sanctum Flow, a self-paced circuit through ${numberWord(propertyClaims.sanctumFlowAcres)} acres.`,
  },
  '/spa': {
    heading: 'Spa Circuit',
    title: 'Spa Circuit',
    description: `${capitalise(claims.stationsStated)} stations in a continuous loop: saunas, hammam, mud rituals, salt room, cold plunge, onsen pools and a touchless treatment included.`,
  },
  '/approach': {
    heading: 'Our Approach to Wellness',
    title: 'Our Approach',
    description:
      'The eight pillars of wellbeing at Alento: movement, nutrition, rest, emotional wellbeing, detox, connection, nature immersion and science.',
  },
  '/booking': {
    heading: 'Book Your Journey',
    title: 'Book Your Journey',
    get description() {
      return `Book a spa day, a day pass from ${formatEuros(prices.dayPassFrom.euros)}, treatment packages from ${formatEuros(prices.treatmentPackagesFrom.euros)} or a forest stay at Alento in the Alentejo.`;
    },
  },
  '/programs': {
    heading: 'Journeys',
    title: 'Journeys',
    description:
      'Six ways to spend your time at Alento: the spa circuit, movement, vitality, rest, nature and seasonal retreats.',
  },
  '/dining': {
    heading: 'Food',
    title: 'Dining',
    description:
      'The Alento restaurant and wellness cafe: Alentejo produce, an open-air kitchen and nourishing food through the day.',
  },
  '/spaces': {
    heading: 'Spaces',
    title: 'Spaces',
    description:
      'Fifteen spaces across the Alento grounds, from the thermal circuit and the racket club to the forest stays.',
  },
  '/location': {
    heading: 'Location',
    title: 'Location & Getting Here',
    get description() {
      return `Alento lies in the Alentejo hills: ${listOf(travelTimes.map((t) => `${formatHours(t.hours)} from ${travelPlaces[t.id]}`))}.`;
    },
  },
  '/contact': {
    heading: 'Contact',
    title: 'Contact',
    description: `Write to the Alento team: questions about the spa, stays and retreats are answered ${claims.contactResponse}.`,
  },
  '/concierge': {
    heading: 'AI Concierge',
    title: 'AI Wellness Concierge',
    description:
      'Answer a short wellness assessment and receive a spa journey built from your goals, stress level and preferences.',
  },
  '/racket-club': {
    heading: 'Alento Club',
    title: 'Alento Club: Tennis & Padel',
    description:
      'Tennis and padel courts in the Alentejo hills, and why racket sports are linked to a longer life.',
  },
  '/experiences': {
    heading: 'Experiences',
    title: 'Experiences',
    description:
      'Ten ways to experience Alento: Sanctum Flow, vitality circuits, nature stays and immersions, rest, creative spaces, the racket club and more.',
  },
  '/stays': {
    heading: 'Stays',
    title: 'Stays',
    description:
      'Wellness Suites, Garden Villas and Beehive Pods: forest accommodation with organic linens, filtered water and measured air purity.',
  },
  '/ai': {
    heading: 'AI Wellness',
    title: 'AI Wellness',
    description:
      'How Alento plans a personalised wellness schedule from a short assessment, and how your answers stay in your browser.',
  },
  '/seasons': {
    heading: 'Seasons',
    title: 'Seasons',
    description:
      'Spring, summer, autumn and winter at Alento: what each season brings to the spa, the land and the table.',
  },
  '/restaurant-menu': {
    heading: 'Restaurant Menu',
    title: 'Restaurant Menu',
    description:
      'The restaurant menu at Alento: Alentejo produce cooked over fire, garden vegetables, local wines, with vegetarian, vegan and gluten-free dishes marked.',
  },
  '/cafe-menu': {
    heading: 'Wellness Cafe Menu',
    title: 'Wellness Cafe Menu',
    description:
      'The wellness cafe menu at Alento: cold-pressed juices, herbal infusions, bowls and small plates beside the spa circuit, with dietary marks.',
  },
  '/spaces/gallery': {
    heading: 'Gallery of the Spaces',
    title: 'Gallery of the Spaces',
    description:
      'Pictures of the fifteen spaces at Alento, from the suites and the thermal circuit to the biolake, the courts and the creative studio.',
  },
  '/location/directions': {
    heading: 'Directions',
    title: 'Directions to Alento',
    description:
      'How to reach Alento in the Alentejo hills: by car from Faro, Lisbon and Seville, by train plus shuttle from Évora, and our address.',
  },
  '/spa/etiquette': {
    heading: 'House Rules and What to Bring',
    title: 'Spa House Rules and What to Bring',
    description:
      "The spa circuit's hours, quiet zones and phones, swimwear and towels by zone, children and family hours, lockers, and what to bring to Alento.",
  },
  '/faq': {
    heading: 'Questions Answered',
    title: 'Frequently Asked Questions',
    description:
      'Short answers to what guests ask before coming to Alento: booking, arriving, the spa circuit, treatments, stays, children, food, accessibility and payments.',
  },
  '/spa/safety': {
    heading: 'Safety at Every Station',
    title: 'Spa Safety: Heat, Cold and Water',
    description:
      'The temperature and time of every sauna, pool and plunge at Alento, how to cool down, when to stop, and who should ask a doctor first.',
  },
  '/booking/spa': {
    heading: 'Request a Spa Day',
    title: 'Request a Spa Day',
    description:
      'Ask for a spa day at Alento: choose the date, your arrival time, how many guests and the free circuit or a guided journey.',
  },
  '/booking/spa-form': {
    heading: 'Request a Self-Guided Spa Day',
    title: 'Request a Self-Guided Spa Day',
    description:
      'Ask for a self-guided day in the Alento thermal circuit: your date, arrival time and guests, sent from your own WhatsApp or e-mail.',
  },
  '/booking/day-pass': {
    heading: 'Request a Day Pass',
    title: 'Request a Day Pass',
    get description() {
      return `Ask for an Alento day pass, ${startingPrice(prices.dayPassFrom)}: a full day in the thermal circuit with robe, towels and the tea house.`;
    },
  },
  '/booking/packages': {
    heading: 'Request a Treatment Package',
    title: 'Request a Treatment Package',
    get description() {
      return `Ask for a treatment package at Alento, ${startingPrice(prices.treatmentPackagesFrom)}: rituals with our therapists and time in the circuit on the day.`;
    },
  },
  '/booking/accommodations': {
    heading: 'Request a Stay',
    title: 'Request a Stay',
    description:
      'Ask for a stay in a Wellness Suite, Garden Villa or Beehive Pod at Alento: your dates, adults and children, and how to reach you.',
  },
  '/booking/racket-club': {
    heading: 'Request Court Time',
    title: 'Request Court Time',
    description:
      'Ask for a tennis or padel court at the Alento Club: the day, the time, how many players and whether a coach should join you.',
  },
  '/location/transfer': {
    heading: 'Private Transfer',
    title: 'Private Transfer',
    get description() {
      return `A private transfer to Alento from ${travelTimes.map((t) => `${travelPlaces[t.id]} (${formatHours(t.hours)})`).join(', ')}: what it includes and how to ask for one.`;
    },
  },
  '/privacy': {
    heading: 'Privacy',
    title: 'Privacy',
    description:
      'What the Alento website does with your data: no cookies, no analytics, forms that send nothing to us, and the one note your browser keeps.',
  },
  '/accessibility': {
    heading: 'Accessibility Statement',
    title: 'Accessibility Statement',
    description:
      'How accessible the Alento website is: our WCAG 2.2 AA target, how we test it, the known limitations and how to tell us about a barrier.',
  },
} as const satisfies Record<OwnPath, PageWords>;

/** Spec §8: the router's fallback for unexpected errors. */
export const unexpectedError = {
  heading: 'Unexpected Application Error!',
} as const;
