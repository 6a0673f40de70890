/**
 * Business constants: the figures of the spec's section 9, and the resort's other capacities and
 * claims. Each lives here once; every page, caption, schema, test and the app's wiring reads it
 * from here, so a property changes it in one place. Figures are numbers (pages spell them with
 * format.ts), except where the spec's words are the figure ("over 25", "nearly 10 years", the
 * showers' "quartet").
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

/** Assessment sliders and its stated duration. */
export const assessmentSlider = { min: 1, max: 10 } as const;
export const assessmentDuration = '5-7 minutes';

/** Floor plan. */
export const floorPlanMarkerCount = 35;

/** Travel times from the resort (spec §9). */
export const travelTimes = [
  { id: 'faro', place: 'Faro airport', hours: 1.5 },
  { id: 'lisbon', place: 'Lisbon airport', hours: 2.5 },
  { id: 'seville', place: 'Seville', hours: 2 },
] as const;

/**
 * Prices: the only prices the site states (spec §9), in euros, VAT included. A ritual's length is
 * said in words (`duration`, as the page prints it) and held as a figure (`hours`, which
 * schema.org's duration is computed from), so no language's words are ever parsed.
 */
export const prices = {
  thermalSanctuaryJourney: { euros: 180, duration: '3 hours', hours: 3 },
  alentejoEarthRitual: { euros: 240, duration: '2.5 hours', hours: 2.5 },
  dayPassFrom: { euros: 120, per: 'person' },
  treatmentPackagesFrom: { euros: 250, per: 'person' },
} as const;

/** Marketing stats strip. */
export const stats = [
  { value: '10k+', label: 'Guests' },
  { value: '15', label: 'Treatment rooms' },
  { value: '98%', label: 'Satisfaction' },
  { value: '24/7', label: 'Thermal access' },
] as const;

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
 * The elemental showers: the spec's quartet, one shower per element. Every description of them
 * (the spa page's station, the floor plan's facility, the photo's caption and alt text, the
 * guided sequences) reads this one list, so none names other elements or another number.
 */
export const elementalShowers = {
  group: 'quartet',
  elements: ['warm rain', 'cold bucket', 'misty fog', 'tropical downpour'],
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
  longevityYears: 'nearly 10 years',
  contactResponse: 'within 24 hours',
  partnershipResponse: 'within 12 hours on business days',
  stationsStated: 'over 25',
  tennisCourts: 2,
} as const;
