import pricesData from '../data/prices/prices.json' with { type: 'json' };
import type { Prices } from './data/schemas/index.ts';

/**
 * Business constants: the figures of the spec's section 9, and the resort's other capacities and
 * claims. Each lives in one place, the same in every language; every page, caption, schema, test and
 * the app's wiring reads it from here, so a property changes it once. Figures are numbers
 * (pages spell them with format.ts); the words that go with them ("over 25", the showers'
 * "quartet", where a travel time leads) are in `claims.ts` and its twins.
 */

/** Contact form field limits (spec §5 and §9). */
export const contactLimits = {
  firstName: 50,
  lastName: 50,
  email: 255,
  subject: 200,
  messageMin: 10,
  message: 2000,
} as const;

/** The contact form's client-side rate limit: 3 submissions per 5 minutes. */
export const contactRateLimit = { max: 3, windowMs: 5 * 60 * 1000 } as const;

/** Default for any other limiter: 5 attempts per 15 minutes. */
export const defaultRateLimit = { max: 5, windowMs: 15 * 60 * 1000 } as const;

/**
 * What the site's own server keeps of what guests send: a message or request is deleted this many
 * days after it was delivered to the resort by e-mail (`@alento/inbox`; the privacy page says so).
 */
export const inboxKeeping = { deliveredDays: 7 } as const;

/**
 * How long a newsletter confirmation link works: a sign-up not confirmed within it is deleted.
 * The pages and the mail state it; the inbox enforces it.
 */
export const newsletterLinkDays = 7;

/** The spec's simulated send: the contact form waits about one second, then succeeds. */
export const simulatedSendDelayMs = 1000;

/** Toasts close by themselves after this long unless hovered or focused (the app's ToastProvider). */
export const toastDurationMs = 5000;

/** Spa hero carousel. */
export const spaHeroIntervalMs = 5000;
export const spaHeroSlideCount = 16;
export const racketGalleryCount = 4;

/**
 * Fade-in blocks animate once 10 % is visible (every Reveal of the app); partnership pages add a
 * 50 px bottom margin.
 */
export const revealThreshold = 0.1;
export const partnershipRevealRootMargin = '0px 0px 50px 0px';

/** Assessment sliders. */
export const assessmentSlider = { min: 1, max: 10 } as const;

/** Floor plan. */
export const floorPlanMarkerCount = 35;

/** Travel times from the resort (spec §9). */
export const travelTimes = [
  { id: 'faro', hours: 1.5 },
  { id: 'lisbon', hours: 2.5 },
  { id: 'seville', hours: 2 },
] as const;

/**
 * Prices: the only prices the site states (spec §9), in euros, VAT included; a ritual's length
 * in hours, which pages write with `formatDuration` and schema.org's duration is computed from.
 * The day pass and the packages are priced per person. The resort's team edits them in
 * `data/prices/prices.json`.
 */
export const prices: Prices = pricesData;

/**
 * Figures the spec states differently on different pages. Each page states its own figure (the
 * body text of the page that states it wins on that page), and both live here by name.
 */
export const capacities = {
  showSaunaGuests: 30,
  showSaunaGuestsInCaption: 20,
  eventSaunaGuests: 30,
  eventHammamGuests: 30,
  saltRoomGuests: 8,
  cinemaGuests: 12,
  kneippBiopools: 3,
  infraredSaunas: 2,
  infraredSaunaGuests: 4,
} as const;

/**
 * In °C; `formatTemperature` writes them as the spec does ("8-12°C"). The spec states the first
 * four; the others are the resort's own figures for the rest of its stations, stated in each
 * station's safety guidance (`station-guidance.ts`).
 */
export const temperatures = {
  infraredSauna: { min: 45, max: 60 },
  coldPlunge: { min: 8, max: 12 },
  biopool: { min: 24, max: 26 },
  earthOnsen: { min: 40, max: 42 },
  sauna: { min: 80, max: 90 },
  steamRoom: { min: 42, max: 46 },
  hotBath: { min: 38, max: 40 },
  hydrotherapyPool: { min: 34, max: 36 },
  floatation: { min: 34, max: 36 },
  plungePoolHot: { min: 38, max: 40 },
  plungePoolCold: { min: 10, max: 12 },
  kneippWalk: { min: 10, max: 14 },
  coldMist: { min: 12, max: 16 },
  biolake: { min: 12, max: 24 },
} as const;

/**
 * The time a guest is advised to stay at each kind of station, in minutes (0.5 is 30 seconds);
 * `formatMinutes` writes them. For the plunge pools it is the whole contrast session.
 */
export const stationMinutes = {
  sauna: { min: 10, max: 15 },
  infraredSauna: { min: 15, max: 25 },
  steamRoom: { min: 10, max: 15 },
  onsen: { min: 10, max: 15 },
  hotBath: { min: 10, max: 20 },
  hydrotherapyPool: { min: 10, max: 20 },
  floatation: { min: 30, max: 45 },
  plungePools: { min: 10, max: 15 },
  coldPlunge: { min: 0.5, max: 2 },
  kneippWalk: { min: 0.5, max: 1 },
  coldMist: { min: 1, max: 3 },
  biopool: { min: 5, max: 15 },
  biolake: { min: 5, max: 20 },
} as const;

/** Rounds of heat, cold and rest that make a full visit; more adds nothing. */
export const heatRounds = 3;

export const propertyClaims = {
  acresOnGuestPages: 150,
  hectaresOnPartnershipPage: 240,
  apartmentsAndVillas: 32,
  sanctumFlowAcres: 8,
  recycledWaterPercent: 100,
  tennisCourts: 2,
} as const;

/** A time of day on the resort's 24-hour clock; `formatClock` writes it ("07:00"). */
export interface ClockTime {
  readonly hour: number;
  readonly minute: number;
}

/**
 * The circuit's day, the same for every guest. The stats' "24/7 thermal access" is the staying
 * guests': the hot pools open to their wristband at any hour (the House Rules page says which).
 */
export const circuitHours = {
  opens: { hour: 7, minute: 0 },
  closes: { hour: 22, minute: 0 },
  /** Day guests' last entry: time for the longest ritual before the circuit closes. */
  lastEntry: { hour: 19, minute: 0 },
} as const satisfies Record<string, ClockTime>;

/** Children share the family pools with an adult between these times, every day. */
export const familyHours = {
  from: { hour: 10, minute: 0 },
  to: { hour: 16, minute: 0 },
} as const satisfies Record<string, ClockTime>;

/** The ages the house rules set. */
export const guestAges = {
  /** From this age a guest uses every station of the circuit, at any hour. */
  wholeCircuit: 16,
  /** From this age a child joins the family pools with an adult, in family hours. */
  familyPools: 4,
  /** The Kids' Path, for children of these ages, in family hours. */
  kidsPath: { min: 4, max: 12 },
} as const;

/** How early to come for a treatment, to change and settle. */
export const treatmentArrivalMinutes = 15;

/** A stay's room is ready from check-in and is handed back by check-out. */
export const stayTimes = {
  checkIn: { hour: 15, minute: 0 },
  checkOut: { hour: 11, minute: 0 },
} as const satisfies Record<string, ClockTime>;

/** Until how long before the day a booking is cancelled or moved free of charge. */
export const freeCancellation = { spaDayHours: 48, stayDays: 7 } as const;
