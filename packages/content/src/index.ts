// What the site (apps/web, its tests and the validation package) reads. Helpers and records only
// this package's tests use are imported by the tests from their own modules.

// Shared: constants, formatting, the site, its routes and chrome.
export {
  assessmentSlider,
  circuitHours,
  guestAges,
  contactLimits,
  contactRateLimit,
  defaultRateLimit,
  inboxKeeping,
  newsletterLinkDays,
  propertyClaims,
  revealThreshold,
  simulatedSendDelayMs,
  spaHeroIntervalMs,
  toastDurationMs,
  travelTimes,
} from './constants.ts';
export { claims, travelPlaces } from './claims.ts';
export { formatDate, formatEuros } from './format.ts';
export {
  rateLimiterNames,
  rateLimitStorageKey,
  rateLimitStoragePrefix,
  scrollPositionsStorageKey,
  circuitPlanStorageKey,
  offlineCachePrefix,
} from './browser-storage.ts';
export { appStartPath, offlinePagePath, offlinePaths, offlineRoutes } from './offline.ts';
export { copyrightLine, siteConfig } from './site.ts';
export { mapLink } from './map.ts';
export { chrome, comingSoon } from './chrome.ts';
export { schemaNames } from './schema-names.ts';
export { language } from './language.ts';
export { languageOf, languages, pathIn, splitLanguage } from './languages.ts';
export type { Language, Locale } from './languages.ts';
export type { SiteConfig } from './site.ts';
export { canonicalUrl, pageRoutes, placeFor, routeFor, routePlaces } from './routes.ts';
export { unexpectedError } from './route-words.ts';
export type { OwnPath, PageLayout, PageRoute, PageWords, RoutePlace } from './routes.ts';
export { bookNow, homePath, navItems } from './navigation.ts';
export { footer, footerLinks, messagingLink, partnershipFooter } from './footer.ts';
export { pricedExperiences, resortAmenities, socialImage } from './findability.ts';
export type { PricedExperience } from './findability.ts';
export { actionName } from './actions.ts';
export { guestGuide } from './guest-guide.ts';
export type { PageAction } from './actions.ts';

// Shared: the media catalogue, whole for the build and in sets for pages (a page imports the sets
// it shows, so its scripts carry only their words). The artwork draws the floor plan's zones.
export { isMediaKey, media, mediaKeys, mediaOfFamily, mediaRecord } from './media.ts';
export type { MediaKey } from './media.ts';
export { mediaFamilies } from './media-frames.ts';
export type { MediaFamily, MediaRecord } from './media-frames.ts';
export { featureMedia } from './feature-media.ts';
export { heroMedia } from './hero-media.ts';
export { floorPlanZones, planMedia } from './plan-media.ts';
export type { PlanZone } from './plan-media.ts';
export { experienceMedia } from './experience-media.ts';
export { facilityMedia } from './facility-media.ts';
export { journeyMedia } from './journey-media.ts';
export { racketMedia } from './racket-media.ts';
export { seasonMedia } from './season-media.ts';
export { spaHeroMedia } from './spa-hero-media.ts';
export { spaceMedia } from './space-media.ts';

// Shared: the floor plan's facilities and their safety guidance, the concierge's questions and
// rules, the request forms, the menus and the partnership pages.
export { facilities } from './facilities.ts';
export { facilityCategoriesInUse } from './facility-lookups.ts';
export { facilityCategory } from './facility-category-lookups.ts';
export { allStationGuidance, guidanceNotes, stationGuidance } from './station-guidance.ts';
export type { GuidanceId, GuidanceNote, StationGuidance } from './station-guidance.ts';
export { guidanceLabels } from './safety-words.ts';
export {
  activityLevels,
  defaultAnswers,
  socialPreferences,
  temperaturePreferences,
  wellnessGoals,
  wellnessSliders,
} from './assessment.ts';
export type {
  ActivityLevel,
  AssessmentAnswers,
  SocialPreference,
  TemperaturePreference,
  WellnessGoal,
} from './assessment.ts';
export { journeyFromSearch, journeyToSearch, recommendJourney } from './concierge-rules.ts';
export type { Journey } from './concierge-rules.ts';
export {
  circuitStationIds,
  circuitStations,
  roundKindOfCategory,
  stepMinutes,
} from './circuit-stations.ts';
export type { CircuitStation, CircuitStationId, RoundKind } from './circuit-stations.ts';
export {
  addStation,
  circuitStation,
  createPlanStore,
  emptyPlan,
  isCircuitStationId,
  maxPlanSteps,
  moveStep,
  planFromJourney,
  planFromSearch,
  planFromSequence,
  planRequestLines,
  planRounds,
  planToSearch,
  planWarnings,
  removeStep,
  sequenceStations,
  setChildren,
  setMinutes,
  totalMinutes,
} from './circuit-plan.ts';
export type {
  CircuitParty,
  CircuitPlan,
  CircuitRound,
  CircuitStep,
  CircuitWarning,
  CircuitWarningKind,
  PlanStorage,
  PlanStore,
} from './circuit-plan.ts';
export {
  carriedJourneyLines,
  circuitOption,
  priceOnRequest,
  requestContactFieldNames,
  requestContactFields,
  requestCopy,
} from './requests.ts';
export type { RequestContactField, RequestField, RequestPage } from './requests.ts';
export { requestPageFor, requestPages } from './request-pages.ts';
export { dietaryLegend, dietaryMarks, menuPage } from './menus.ts';
export type { DietaryMark, Dish, Menu } from './menus.ts';
export { learnMoreAbout, partnershipBenefitsId, partnershipReveal } from './partnership.ts';
export type { PartnershipItem, PartnershipPage } from './partnership.ts';

// Pages, in the order of the route table.
export { partnersPage } from './pages/partners.ts';
export { holisticLandcarePage } from './pages/holistic-landcare.ts';
export { homePage } from './pages/home.ts';
export { sanctumPage, sanctumPathways } from './pages/sanctum.ts';
export { spaPage } from './pages/spa.ts';
export { spaOverview } from './pages/spa-overview.ts';
export type { SpaSection, SpaStation } from './pages/spa.ts';
export { spaSections, touchlessOptions } from './pages/spa-stations.ts';
export { spaSectionIds } from './pages/spa-section-ids.ts';
export type { SpaSectionId } from './pages/spa-section-ids.ts';
export { spaSequences } from './pages/spa-sequences.ts';
export type { GuidedSequence } from './pages/spa-sequences.ts';
export { approachPage, wellnessPillars } from './pages/approach.ts';
export { bookingOffers, bookingPage, spaPaths } from './pages/booking.ts';
export { journeys, journeysPage } from './pages/programs.ts';
export { foodPage, foodPrinciples, foodVenues } from './pages/dining.ts';
export { spaceFeatures, spaces, spacesGridId, spacesPage } from './pages/spaces.ts';
export { locationPage, nearbyAttractions, transportOptions } from './pages/location.ts';
export { contactPage } from './pages/contact.ts';
export type { ContactFieldCopy } from './pages/contact.ts';
export { conciergePage, conciergeTabs } from './pages/concierge.ts';
export type { ConciergeTabId } from './pages/concierge.ts';
export { racketClubPage, racketGallery } from './pages/racket-club.ts';
export { racketSports } from './pages/racket-sports.ts';
export {
  experienceButtonLabel,
  experienceCategories,
  experienceCountLabel,
  experiences,
  experiencesPage,
} from './pages/experiences.ts';
export { filterExperiences, parseExperienceCategory } from './experience-filter.ts';
export type { ExperienceCategoryId } from './pages/experiences.ts';
export { stayAmenities, staysPage } from './pages/stays.ts';
export { stayTypes } from './pages/stay-types.ts';
export { aiBenefits, aiSteps, aiTechnology, aiWellnessPage } from './pages/ai.ts';
export { seasons, seasonsPage } from './pages/seasons.ts';
export { restaurantMenu } from './pages/restaurant-menu.ts';
export { cafeMenu } from './pages/cafe-menu.ts';
export { spacesGallery } from './pages/spaces/gallery.ts';
export { directionsPage } from './pages/location/directions.ts';
export { etiquettePage, houseRuleGroups } from './pages/spa/etiquette.ts';
export { faqGroups, faqPage } from './pages/faq.ts';
export { fillProse, proseText } from './prose-blocks.ts';
export type { Prose, ProseBlock, ProseInline } from './prose-blocks.ts';
export type { FaqEntry, FaqGroup } from './pages/faq.ts';
export { safetyPage } from './pages/spa/safety.ts';
export { spaRequest } from './pages/booking/spa.ts';
export { spaFormRequest } from './pages/booking/spa-form.ts';
export { dayPassRequest } from './pages/booking/day-pass.ts';
export { packagesRequest } from './pages/booking/packages.ts';
export { accommodationsRequest } from './pages/booking/accommodations.ts';
export { racketClubRequest } from './pages/booking/racket-club.ts';
export { transferPage, transferRequest } from './pages/location/transfer.ts';
export { privacyPage } from './pages/privacy.ts';
export { newsletterPages } from './pages/newsletter.ts';
export { circuitPage } from './pages/circuit.ts';
export type { CircuitPageWords } from './data/schemas/circuit-page.ts';
export { fillPlaceholders } from './placeholders.ts';
// The forms' messages in each language, from which `@alento/validation` builds its catalogues.
export { formMessagesEn, formMessagesEsES, formMessagesPtPT } from './form-messages.ts';
export type { FormMessages } from './form-messages.ts';
export { accessibilityPage } from './pages/accessibility.ts';
export { notFound } from './pages/not-found.ts';
export { offlinePage } from './pages/offline.ts';
export { symbolPaths, wordmarkBox, wordmarkPaths } from './brand-mark.ts';
