import type { CallToAction, PageAction } from '../actions.ts';
import { assessmentDuration, claims, travelPlaces } from '../claims.ts';
import {
  circuitHours,
  familyHours,
  freeCancellation,
  guestAges,
  prices,
  stayTimes,
  travelTimes,
  treatmentArrivalMinutes,
} from '../constants.ts';
import { formatClock, formatHours, listOf, numberWord, startingPrice } from '../format.ts';
import type { MediaKey } from '../media.ts';
import { siteConfig } from '../site.ts';

/**
 * Questions Answered (/faq): what guests ask before they come, in the groups they ask it. Each
 * answer is short and links to the page that holds the detail; the page's FAQPage JSON-LD is
 * built from these same records, so what a search engine reads is what the page shows.
 */

export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
  /** The page that holds the detail. */
  readonly link: CallToAction;
}

export interface FaqGroup {
  readonly id: string;
  readonly heading: string;
  readonly questions: readonly FaqEntry[];
}

const houseRules = { label: 'House rules and what to bring', href: '/spa/etiquette' } as const;

export const faqGroups = [
  {
    id: 'booking',
    heading: 'Booking and Requests',
    questions: [
      {
        id: 'how-to-book',
        question: 'How do I book?',
        answer: `Choose what you would like and fill in a short request. It opens in your own ${siteConfig.messagingApp} or e-mail, ready to send: this website sends and stores nothing. Our team replies ${claims.contactResponse} to confirm.`,
        link: { label: 'Ways to book', href: '/booking' },
      },
      {
        id: 'help-planning',
        question: 'Can someone help me plan my day?',
        answer: `Yes. Our wellness concierge suggests a journey through the circuit from a short assessment of ${assessmentDuration}, and carries it into your request. Or write to us, and a person will help.`,
        link: { label: 'Plan with the concierge', href: '/concierge' },
      },
    ],
  },
  {
    id: 'arriving',
    heading: 'Arriving',
    questions: [
      {
        id: 'getting-here',
        question: 'How do I get to Alento?',
        answer: `By car, with parking on site; by train to Évora, where our shuttle meets you; or with a private transfer from ${listOf(travelTimes.map((time) => `${travelPlaces[time.id]} (${formatHours(time.hours)})`))}.`,
        link: { label: 'Directions', href: '/location/directions' },
      },
      {
        id: 'arrival-time',
        question: 'What time can I arrive?',
        answer: `The circuit opens at ${formatClock(circuitHours.opens)} and closes at ${formatClock(circuitHours.closes)}; day guests come in until ${formatClock(circuitHours.lastEntry)}. For a treatment, arrive ${numberWord(treatmentArrivalMinutes)} minutes early to change in peace.`,
        link: houseRules,
      },
    ],
  },
  {
    id: 'circuit',
    heading: 'The Circuit',
    questions: [
      {
        id: 'what-to-bring',
        question: 'What should I bring?',
        answer:
          'Swimwear, and any medicine you may need. We provide a robe, towels and slippers, a locker opened by your wristband, toiletries and hairdryers.',
        link: houseRules,
      },
      {
        id: 'around-the-clock',
        question: 'Is thermal access really 24/7?',
        answer: `For guests staying with us, yes: the Earth Onsen and the hydrotherapy pool are open at any hour, with a night host on duty. Every other station, and every day guest, keeps the circuit's hours, ${formatClock(circuitHours.opens)} to ${formatClock(circuitHours.closes)}.`,
        link: houseRules,
      },
      {
        id: 'phones',
        question: 'Can I take my phone into the circuit?',
        answer:
          'Keep it in your locker if you can. On silent, it may come to the loungers, the cafe and the pool bar, never into the saunas, the hammam or the quiet zones. Photograph no one but your own party.',
        link: houseRules,
      },
      {
        id: 'health',
        question: 'I have a health condition. Can I use the heat and the cold?',
        answer:
          'Heat and cold ask a lot of the heart. If you are pregnant, have a heart or blood-pressure condition or feel unwell, ask your doctor first and tell us in your request: our hosts will suggest gentler stations.',
        link: { label: 'Safety at every station', href: '/spa/safety' },
      },
    ],
  },
  {
    id: 'treatments',
    heading: 'Treatments',
    questions: [
      {
        id: 'treatment-included',
        question: 'Is a treatment included in the day pass?',
        answer: `Yes: one touchless treatment of your choice, Hydrojet, Wavetouch or Mineral Soak. Massage and rituals with our therapists come in the treatment packages, ${startingPrice(prices.treatmentPackagesFrom)}.`,
        link: { label: 'Treatment packages', href: '/booking/packages' },
      },
      {
        id: 'couples',
        question: 'Can we have a treatment together?',
        answer:
          'Yes. The couples treatment hut has two tables side by side, and a terrace of its own for tea afterwards. Ask for it in your request.',
        link: { label: 'Treatment packages', href: '/booking/packages' },
      },
    ],
  },
  {
    id: 'stays',
    heading: 'Stays',
    questions: [
      {
        id: 'spa-with-stay',
        question: 'Is the spa included when I stay?',
        answer:
          'Yes. Your wristband opens the whole circuit every day of your stay, and the hot pools at any hour of the night.',
        link: { label: 'Our stays', href: '/stays' },
      },
      {
        id: 'check-in',
        question: 'What time are check-in and check-out?',
        answer: `Your room is ready from ${formatClock(stayTimes.checkIn)}, and we ask for it back by ${formatClock(stayTimes.checkOut)}. The circuit is yours on both days, so come early and leave late.`,
        link: { label: 'Ask for a stay', href: '/booking/accommodations' },
      },
    ],
  },
  {
    id: 'children',
    heading: 'Children',
    questions: [
      {
        id: 'children-in-the-spa',
        question: 'Can children come to the spa?',
        answer: `Yes, in family hours: from ${formatClock(familyHours.from)} to ${formatClock(familyHours.to)}, children from ${String(guestAges.familyPools)} join the family pools with an adult. The saunas, the hammam and the other heat and cold stations are for guests of ${String(guestAges.wholeCircuit)} and over.`,
        link: houseRules,
      },
      {
        id: 'kids-path',
        question: 'Is there something for children while we rest?',
        answer: `The Kids' Path, for ages ${String(guestAges.kidsPath.min)} to ${String(guestAges.kidsPath.max)}: nature trails, den building and gentle rituals with our hosts, every day in family hours.`,
        link: { label: 'Experiences', href: '/experiences' },
      },
    ],
  },
  {
    id: 'food',
    heading: 'Food and Allergies',
    questions: [
      {
        id: 'allergies',
        question: 'Can the kitchen cater for my allergy?',
        answer:
          'Tell the team before you order and the cooks will adapt a dish. Our kitchen handles gluten, nuts, dairy and eggs, and the menus mark vegetarian, vegan and gluten-free dishes.',
        link: { label: 'The restaurant menu', href: '/restaurant-menu' },
      },
      {
        id: 'robe',
        question: 'Can I eat in my robe?',
        answer:
          'Yes, at the wellness cafe beside the circuit and on the terrace of the Vitality Pool Restaurant. The cafe serves from morning until the last swim.',
        link: { label: 'Dining at Alento', href: '/dining' },
      },
    ],
  },
  {
    id: 'accessibility',
    heading: 'Accessibility',
    questions: [
      {
        id: 'reduced-mobility',
        question: 'Can I visit with reduced mobility?',
        answer:
          'Yes. The Sanctum building, the changing rooms and the main paths are step-free, and the cold plunge has a handrail the whole way. A few places, like the barrel sauna’s jetty, have steps: tell us what you need and we will plan your day with you.',
        link: { label: 'Write to us', href: '/contact' },
      },
    ],
  },
  {
    id: 'payments',
    heading: 'Payments and Cancellation',
    questions: [
      {
        id: 'paying',
        question: 'How do I pay?',
        answer:
          'Nothing is paid on this website, and it never asks for card details. Our confirmation tells you how to pay, and every price is in euros with VAT included.',
        link: { label: 'Prices and passes', href: '/booking' },
      },
      {
        id: 'cancelling',
        question: 'Can I cancel or change my booking?',
        answer: `Yes, free of charge up to ${String(freeCancellation.spaDayHours)} hours before a spa day or treatment, and up to ${numberWord(freeCancellation.stayDays)} days before a stay. Closer to the day, write to us all the same: we will move your date where we can.`,
        link: { label: 'Write to us', href: '/contact' },
      },
    ],
  },
] as const satisfies readonly FaqGroup[];

/** The FAQ page; its heading is the route table's. */
export const faqPage = {
  heroImage: 'hero-contact',
  eyebrow: 'Before you come',
  intro:
    'What guests ask us most, from booking to bedtime, answered in a line or two, with the page that says more.',
  closing: {
    heading: 'Still Wondering?',
    text: `Write to us: a person on our team reads every message and answers ${claims.contactResponse}.`,
    actions: [
      { label: 'Contact Us', href: '/contact' },
      { label: 'House Rules and What to Bring', href: '/spa/etiquette' },
    ],
  },
} as const satisfies {
  heroImage: MediaKey;
  eyebrow: string;
  intro: string;
  closing: { heading: string; text: string; actions: readonly PageAction[] };
};
