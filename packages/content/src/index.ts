export {
  assessmentDuration,
  assessmentSlider,
  capacities,
  contactLimits,
  contactRateLimit,
  defaultRateLimit,
  floorPlanMarkerCount,
  formatHours,
  partnershipRevealRootMargin,
  prices,
  propertyClaims,
  racketGalleryCount,
  revealThreshold,
  simulatedSendDelayMs,
  spaHeroIntervalMs,
  spaHeroSlideCount,
  stats,
  temperatures,
  toastDurationMs,
  travelTimes,
} from './constants.ts';
export { isoDuration, pricedExperiences, resortAmenities, socialImage } from './findability.ts';
export type { PricedExperience } from './findability.ts';
export { footer, messagingLink, partnershipFooter } from './footer.ts';
export { bookNow, homePath, navItems } from './navigation.ts';
export type { NavItem } from './navigation.ts';
export { canonicalUrl, notFound, pageRoutes, routeFor, unexpectedError } from './routes.ts';
export type { PageLayout, PageRoute, RoutePath } from './routes.ts';
export { copyrightLine, siteConfig } from './site.ts';
export type { SiteConfig, SocialProfile } from './site.ts';
export {
  facilities,
  facilityById,
  facilityCategories,
  facilityCategory,
  facilityCategoryCounts,
  facilityCategoryIds,
  facilityTones,
  specFacilityIds,
} from './facilities.ts';
export type {
  Facility,
  FacilityCategory,
  FacilityCategoryCount,
  FacilityId,
  FacilityTone,
  KnownFacilityCategoryId,
} from './facilities.ts';
export { formatEuros, homePage } from './home.ts';
export type { Benefit, CallToAction, SignatureExperience } from './home.ts';
export { spaHeroSlides, spaPage } from './spa.ts';
export type { GuidedSequence, SpaSection, SpaStation } from './spa.ts';
export { actionName, capitalise, comingSoon } from './actions.ts';
export type { PageAction } from './actions.ts';
export {
  defaultExperienceButtonLabel,
  experienceButtonLabel,
  experienceCategories,
  experienceCountLabel,
  experiences,
  experiencesPage,
  filterExperiences,
  parseExperienceCategory,
} from './experiences.ts';
export type {
  Experience,
  ExperienceCategory,
  ExperienceCategoryId,
  ExperienceTone,
} from './experiences.ts';
export { sanctumPage, sanctumPathways } from './sanctum.ts';
export type { SanctumPathway } from './sanctum.ts';
export { approachPage, wellnessPillars } from './approach.ts';
export type { WellnessPillar } from './approach.ts';
export { stayAmenities, staysPage, stayTypes } from './stays.ts';
export type { StayAmenity, StayType } from './stays.ts';
export { racketClubPage, racketGallery, racketSports } from './racketClub.ts';
export type { RacketSport } from './racketClub.ts';
export { seasons, seasonsPage } from './seasons.ts';
export type { Season } from './seasons.ts';
export { contactPage } from './contact.ts';
export type { ContactFieldCopy } from './contact.ts';
export {
  collectMediaKeys,
  experienceMedia,
  facilityMedia,
  featureMedia,
  floorPlanZones,
  heroMedia,
  isMediaKey,
  journeyMedia,
  media,
  mediaFamilies,
  mediaFrames,
  mediaKeys,
  mediaOfFamily,
  mediaRecord,
  planMedia,
  racketMedia,
  seasonMedia,
  spaceMedia,
  spaHeroMedia,
} from './media.ts';
export type { FocalPoint, MediaFamily, MediaKey, MediaRecord, PlanZone } from './media.ts';
export {
  holisticLandcarePage,
  partnersPage,
  partnershipBenefitsId,
  partnershipPages,
  partnershipResponseNote,
  partnershipReveal,
} from './partnership.ts';
export type { PartnershipBlock, PartnershipItem, PartnershipPage } from './partnership.ts';
export {
  activityLevels,
  defaultAnswers,
  journeyModes,
  socialPreferences,
  temperaturePreferences,
  wellnessGoals,
  wellnessSliders,
} from './assessment.ts';
export type {
  ActivityLevel,
  AssessmentAnswers,
  JourneyModeId,
  SocialPreference,
  TemperaturePreference,
  WellnessGoal,
  WellnessSliderId,
} from './assessment.ts';
export {
  journeyFromSearch,
  journeyToSearch,
  recommendJourney,
  touchlessTherapies,
} from './journey.ts';
export type { Journey, JourneyRequest, JourneyStation } from './journey.ts';
export { conciergePage, conciergeTabs } from './concierge.ts';
export type { ConciergeTabId } from './concierge.ts';
export { bookingOffers, bookingPage, fromPrice, spaPaths } from './booking.ts';
export type { BookingOffer, SpaPath } from './booking.ts';
export { journeys, journeysPage } from './journeys.ts';
export type { JourneyCard } from './journeys.ts';
export { foodPage, foodPrinciples, foodVenues } from './food.ts';
export type { FoodPrinciple, FoodVenue } from './food.ts';
export { spaceFeatures, spaces, spacesGallery, spacesGridId, spacesPage } from './spaces.ts';
export type { GalleryItem, Space, SpaceFeature } from './spaces.ts';
export { aiBenefits, aiSteps, aiTechnology, aiWellnessPage } from './aiWellness.ts';
export type { AiBenefit, AiStep } from './aiWellness.ts';
export {
  directionsPage,
  locationPage,
  mapLink,
  nearbyAttractions,
  transportOptions,
} from './location.ts';
export type { Attraction, DirectionsRoute, TransportOption } from './location.ts';
export {
  cafeMenu,
  dietaryLegend,
  dietaryMarks,
  menuFor,
  menuPage,
  menus,
  restaurantMenu,
} from './menus.ts';
export type { DietaryMark, Dish, Menu, MenuId, MenuSection } from './menus.ts';
export {
  carriedJourneyLines,
  circuitOption,
  priceOnRequest,
  requestContactFieldNames,
  requestContactFields,
  requestCopy,
  requestKinds,
  transferPage,
} from './requests.ts';
export {
  accommodationsRequest,
  dayPassRequest,
  packagesRequest,
  racketClubRequest,
  requestPageFor,
  requestPages,
  spaFormRequest,
  spaRequest,
  transferRequest,
} from './request-pages/index.ts';
export type {
  RequestContactField,
  RequestField,
  RequestKind,
  RequestOption,
  RequestPage,
} from './requests.ts';
export { symbolPaths, wordmarkBox, wordmarkPaths } from './brand-mark.ts';
