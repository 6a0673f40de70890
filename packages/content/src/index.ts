export {
  assessmentDuration,
  assessmentSlider,
  capacities,
  contactLimits,
  contactRateLimit,
  defaultRateLimit,
  floorPlanMarkerCount,
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
export { canonicalUrl, pageRoutes, routeFor, unexpectedError } from './routes.ts';
export { notFound } from './pages/not-found.ts';
export type { PageLayout, PageRoute, RoutePath } from './routes.ts';
export { copyrightLine, mapLink, siteConfig } from './site.ts';
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
export { homePage } from './pages/home.ts';
export type { Benefit, SignatureExperience } from './pages/home.ts';
export { spaHeroSlides, spaPage } from './pages/spa.ts';
export type { GuidedSequence, SpaSection, SpaStation } from './pages/spa.ts';
export { actionName, comingSoon } from './actions.ts';
export { capitalise, formatEuros, formatHours, fromPrice, listOf } from './format.ts';
export type { CallToAction, PageAction } from './actions.ts';
export {
  defaultExperienceButtonLabel,
  experienceButtonLabel,
  experienceCategories,
  experienceCountLabel,
  experiences,
  experiencesPage,
  filterExperiences,
  parseExperienceCategory,
} from './pages/experiences.ts';
export type {
  Experience,
  ExperienceCategory,
  ExperienceCategoryId,
  ExperienceTone,
} from './pages/experiences.ts';
export { sanctumPage, sanctumPathways } from './pages/sanctum.ts';
export type { SanctumPathway } from './pages/sanctum.ts';
export { approachPage, wellnessPillars } from './pages/approach.ts';
export type { WellnessPillar } from './pages/approach.ts';
export { stayAmenities, staysPage, stayTypes } from './pages/stays.ts';
export type { StayAmenity, StayType } from './pages/stays.ts';
export { racketClubPage, racketGallery, racketSports } from './pages/racket-club.ts';
export type { RacketSport } from './pages/racket-club.ts';
export { seasons, seasonsPage } from './pages/seasons.ts';
export type { Season } from './pages/seasons.ts';
export { contactPage } from './pages/contact.ts';
export type { ContactFieldCopy } from './pages/contact.ts';
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
  partnershipBenefitsId,
  partnershipResponseNote,
  partnershipReveal,
} from './partnership.ts';
export type { PartnershipBlock, PartnershipItem, PartnershipPage } from './partnership.ts';
export { partnersPage } from './pages/partners.ts';
export { holisticLandcarePage } from './pages/holistic-landcare.ts';
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
} from './concierge-rules.ts';
export type { Journey, JourneyRequest, JourneyStation } from './concierge-rules.ts';
export { conciergePage, conciergeTabs } from './pages/concierge.ts';
export type { ConciergeTabId } from './pages/concierge.ts';
export { bookingOffers, bookingPage, spaPaths } from './pages/booking.ts';
export type { BookingOffer, SpaPath } from './pages/booking.ts';
export { journeys, journeysPage } from './pages/programs.ts';
export type { JourneyCard } from './pages/programs.ts';
export { foodPage, foodPrinciples, foodVenues } from './pages/dining.ts';
export type { FoodPrinciple, FoodVenue } from './pages/dining.ts';
export { spaceFeatures, spaces, spacesGridId, spacesPage } from './pages/spaces.ts';
export type { Space, SpaceFeature } from './pages/spaces.ts';
export { spacesGallery } from './pages/spaces/gallery.ts';
export type { GalleryItem } from './pages/spaces/gallery.ts';
export { aiBenefits, aiSteps, aiTechnology, aiWellnessPage } from './pages/ai.ts';
export type { AiBenefit, AiStep } from './pages/ai.ts';
export { locationPage, nearbyAttractions, transportOptions } from './pages/location.ts';
export type { Attraction, TransportOption } from './pages/location.ts';
export { directionsPage } from './pages/location/directions.ts';
export type { DirectionsRoute } from './pages/location/directions.ts';
export { dietaryLegend, dietaryMarks, menuFor, menuPage, menus } from './menus.ts';
export type { DietaryMark, Dish, Menu, MenuId, MenuSection } from './menus.ts';
export { restaurantMenu } from './pages/restaurant-menu.ts';
export { cafeMenu } from './pages/cafe-menu.ts';
export {
  carriedJourneyLines,
  circuitOption,
  priceOnRequest,
  requestContactFieldNames,
  requestContactFields,
  requestCopy,
  requestKinds,
} from './requests.ts';
export { requestPageFor, requestPages } from './request-pages.ts';
export { spaRequest } from './pages/booking/spa.ts';
export { spaFormRequest } from './pages/booking/spa-form.ts';
export { dayPassRequest } from './pages/booking/day-pass.ts';
export { packagesRequest } from './pages/booking/packages.ts';
export { accommodationsRequest } from './pages/booking/accommodations.ts';
export { racketClubRequest } from './pages/booking/racket-club.ts';
export { transferPage, transferRequest } from './pages/location/transfer.ts';
export type {
  RequestContactField,
  RequestField,
  RequestKind,
  RequestOption,
  RequestPage,
} from './requests.ts';
