import type { PageAction } from '../../actions.ts';
import { circuitHours, familyHours, guestAges, treatmentArrivalMinutes } from '../../constants.ts';
import { formatClock, numberWord } from '../../format.ts';
import type { MediaKey } from '../../media.ts';

/**
 * The House Rules page (/spa/etiquette): the circuit's day and who may use what, quiet and
 * phones, what to wear where, showers, children, lockers, and what to bring. Every time and age
 * comes from the constants, so the FAQ and the home page's "24/7" say the same as this page.
 */

export interface HouseRule {
  readonly id: string;
  /** A name from the design system's icon set. */
  readonly icon: string;
  readonly title: string;
  readonly text: string;
}

export interface HouseRuleGroup {
  readonly id: string;
  readonly heading: string;
  readonly intro: string;
  readonly rules: readonly HouseRule[];
}

export interface PackingList {
  readonly id: string;
  readonly title: string;
  readonly items: readonly string[];
}

const opens = formatClock(circuitHours.opens);
const closes = formatClock(circuitHours.closes);
const lastEntry = formatClock(circuitHours.lastEntry);
const familyFrom = formatClock(familyHours.from);
const familyTo = formatClock(familyHours.to);
const hoursAfterLastEntry = circuitHours.closes.hour - circuitHours.lastEntry.hour;

export const houseRuleGroups = [
  {
    id: 'hours',
    heading: 'Hours and Arrival',
    intro:
      'The circuit keeps one day for everyone, and guests who stay the night keep the hot pools a little longer.',
    rules: [
      {
        id: 'circuit-day',
        icon: 'clock',
        title: "The circuit's day",
        text: `The circuit opens at ${opens} and closes at ${closes}, every day of the year.`,
      },
      {
        id: 'last-entry',
        icon: 'calendar',
        title: 'Last entry',
        text: `Day guests come in until ${lastEntry}, which still leaves ${numberWord(hoursAfterLastEntry)} unhurried hours before the circuit closes.`,
      },
      {
        id: 'around-the-clock',
        icon: 'moon',
        title: 'Thermal access around the clock',
        text: "For guests staying with us, the hot pools never close: your room's wristband opens the Earth Onsen and the hydrotherapy pool at any hour. The other stations keep the circuit's day, and a night host is on duty at the Sanctum building.",
      },
      {
        id: 'treatment-arrival',
        icon: 'spa',
        title: 'Arriving for a treatment',
        text: `Come ${numberWord(treatmentArrivalMinutes)} minutes early to change and settle. Your therapist meets you in the waiting room, over a cup of herbal tea.`,
      },
    ],
  },
  {
    id: 'quiet',
    heading: 'Quiet, Phones and Photographs',
    intro: 'Most guests come for the silence. A few agreements keep it.',
    rules: [
      {
        id: 'quiet-zones',
        icon: 'wind',
        title: 'Quiet zones',
        text: 'The Himalayan salt room, the hay relaxation space, the tea house, the private sanctum space and the floatation deck are for whispers, or for nothing at all.',
      },
      {
        id: 'lively-corners',
        icon: 'sun',
        title: 'Lively corners',
        text: 'Talk and laugh freely at the biolake, in the vitality pool and at its bar, and on the loungers.',
      },
      {
        id: 'phones',
        icon: 'phone',
        title: 'Phones',
        text: 'Leave your phone in your locker if you can. On silent, it may come to the loungers, the cafe and the pool bar, but never into the saunas, the hammam, the quiet zones or the changing rooms.',
      },
      {
        id: 'photographs',
        icon: 'users',
        title: 'Photographs',
        text: 'Photograph the view and your own party, never other guests, and nothing at all in the changing rooms.',
      },
      {
        id: 'aufguss',
        icon: 'flame',
        title: 'Aufguss ceremonies',
        text: 'The Show Sauna’s ceremonies begin on the hour. Come in before the door closes, and stay until the sauna master has finished.',
      },
    ],
  },
  {
    id: 'what-to-wear',
    heading: 'Swimwear and Towels, Zone by Zone',
    intro:
      'Couples, friends and families share the circuit, so swimwear stays on everywhere. The rest depends on where you are.',
    rules: [
      {
        id: 'saunas',
        icon: 'flame',
        title: 'Saunas',
        text: 'Sit or lie on a towel, head to heel, so that no skin touches the wood. Keep a second towel for afterwards.',
      },
      {
        id: 'hammam',
        icon: 'steam',
        title: 'Hammam',
        text: 'Swimwear in the steam. Hang your towel outside the door, where it stays dry for when you leave.',
      },
      {
        id: 'pools',
        icon: 'water',
        title: 'Pools and cold water',
        text: 'Swimwear only. Robes and towels wait on the hooks beside the steps.',
      },
      {
        id: 'mud-terrace',
        icon: 'mountain',
        title: 'Mud terrace',
        text: 'Red clay is generous with its colour: wear your oldest swimwear, or the disposable set we keep at the terrace.',
      },
      {
        id: 'treatment-rooms',
        icon: 'spa',
        title: 'Treatment rooms',
        text: 'Your therapist gives you disposable underwear and keeps you covered throughout. Swimwear is fine too.',
      },
      {
        id: 'robes',
        icon: 'cup',
        title: 'Cafe and pool terrace',
        text: 'Come in your robe over dry swimwear: the wellness cafe and the terrace of the Vitality Pool Restaurant welcome it.',
      },
      {
        id: 'towels',
        icon: 'sun',
        title: 'Towels everywhere',
        text: 'Fresh towels wait at every zone. Take one whenever you like, and leave used ones in the baskets.',
      },
    ],
  },
  {
    id: 'showers',
    heading: 'Showers and Clear Water',
    intro:
      'Reeds and stones keep our biopools and the biolake clear, not chemicals. They stay clear because everyone comes in clean.',
    rules: [
      {
        id: 'shower-first',
        icon: 'droplet',
        title: 'Shower first',
        text: 'Shower before every pool and after every sauna: the rinse showers stand beside the sauna yard.',
      },
      {
        id: 'after-the-mud',
        icon: 'mountain',
        title: 'After the mud',
        text: 'Wash every trace of clay away under the mud rinse shower before you go on.',
      },
      {
        id: 'creams',
        icon: 'sun',
        title: 'Sun cream and oils',
        text: 'Rinse them off before you swim, and put them on again afterwards, on the loungers.',
      },
      {
        id: 'heat-and-wine',
        icon: 'cup',
        title: 'Heat and wine',
        text: 'Alcohol and heat do not mix. Save the wine for dinner, after your last sauna.',
      },
    ],
  },
  {
    id: 'children',
    heading: 'Children and Family Hours',
    intro:
      'Families are welcome at Alento. The circuit shares its day between play and quiet, so everyone gets both.',
    rules: [
      {
        id: 'family-hours',
        icon: 'users',
        title: 'Family hours',
        text: `Every day from ${familyFrom} to ${familyTo}, children from ${String(guestAges.familyPools)} join the family pools with an adult: the biolake, the biopools and the Kneipp walk, and the vitality pool.`,
      },
      {
        id: 'heat-and-cold',
        icon: 'snowflake',
        title: `Heat and cold from ${String(guestAges.wholeCircuit)}`,
        text: `The saunas, the hammam, the salt room, the cold plunge, the plunge pools, the hot baths, the onsen and the float are for guests aged ${String(guestAges.wholeCircuit)} and over, at any hour.`,
      },
      {
        id: 'kids-path',
        icon: 'child',
        title: "The Kids' Path",
        text: `For children aged ${String(guestAges.kidsPath.min)} to ${String(guestAges.kidsPath.max)}, in family hours: nature trails, den building and gentle rituals with our hosts, while you rest.`,
      },
      {
        id: 'youngest-guests',
        icon: 'heart',
        title: 'The youngest guests',
        text: `Children under ${String(guestAges.familyPools)} are welcome in the gardens, the restaurant and every stay, though not yet in the circuit's water.`,
      },
      {
        id: 'after-family-hours',
        icon: 'moon',
        title: 'After family hours',
        text: `From ${familyTo}, the circuit belongs to guests of ${String(guestAges.wholeCircuit)} and over, and the quiet returns.`,
      },
    ],
  },
  {
    id: 'lockers',
    heading: 'Lockers and Valuables',
    intro: 'The circuit is made to be walked with empty hands.',
    rules: [
      {
        id: 'wristband',
        icon: 'map-pin',
        title: 'Your wristband',
        text: 'It opens the gate at the Touchless Entry and your locker, which waits there with your robe.',
      },
      {
        id: 'valuables',
        icon: 'info',
        title: 'Valuables',
        text: 'For anything precious, reception at the Sanctum building keeps a safe.',
      },
      {
        id: 'jewellery',
        icon: 'sparkle',
        title: 'Jewellery and watches',
        text: 'Heat, salt and clay are hard on metal. Leave rings and watches in your locker, or better still, at home.',
      },
    ],
  },
] as const satisfies readonly HouseRuleGroup[];

/** The House Rules page; its heading is the route table's. */
export const etiquettePage = {
  heroImage: 'hero-spa',
  eyebrow: 'Sanctum Flow',
  intro:
    'A few gentle agreements keep the circuit calm, clean and safe for everyone. You would guess most of them; the rest are here so that nothing surprises you on the day.',
  packing: {
    eyebrow: 'Packing',
    heading: 'What We Provide, What to Bring',
    intro: 'Come with swimwear and an easy mind; we have the rest ready.',
    lists: [
      {
        id: 'provided',
        title: 'We provide',
        items: [
          'Robe, towels and slippers',
          'A locker, opened by your wristband',
          'Shower gel, shampoo and body lotion',
          'Hairdryers in the changing rooms',
          'Spring water at every zone',
        ],
      },
      {
        id: 'bring',
        title: 'Bring with you',
        items: [
          'Swimwear, and a second set if you like: one dries while you wear the other',
          'Any medicine you may need during the day',
          'A hat and sunglasses for the loungers in summer',
          'A book, or borrow one from the library corner',
        ],
      },
    ],
    leave: {
      title: 'Best left at home',
      text: 'Rings, watches and other jewellery, glass bottles and jars, and speakers or anything else that plays aloud.',
    },
  },
  closing: {
    heading: 'Anything Else?',
    text: 'The questions guests ask most are answered on one page, and our team is glad to help with the rest.',
    actions: [
      { label: 'Questions Answered', href: '/faq' },
      { label: 'Book a Spa Day', href: '/booking/spa' },
    ],
  },
} as const satisfies {
  heroImage: MediaKey;
  eyebrow: string;
  intro: string;
  packing: {
    eyebrow: string;
    heading: string;
    intro: string;
    lists: readonly PackingList[];
    /** What is better not brought, said in a sentence: a ticked list would read as a yes. */
    leave: { title: string; text: string };
  };
  closing: { heading: string; text: string; actions: readonly PageAction[] };
};
