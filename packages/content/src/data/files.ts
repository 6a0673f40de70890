import type * as v from 'valibot';
import { faqSchema, menuSchema, pricesSchema, siteSchema } from './schemas/index.ts';
import { guestGuideSchema } from './schemas/guest-guide.ts';
import { navigationSchema } from './schemas/navigation.ts';
import { pageControlsSchema } from './schemas/page-controls.ts';
import { structuredDataSchema } from './schemas/structured-data.ts';
import { claimsSchema } from './schemas/claims.ts';
import { footerSchema } from './schemas/footer.ts';
import { assessmentSchema } from './schemas/assessment.ts';
import { menuWordsSchema } from './schemas/menu-words.ts';
import { findabilitySchema } from './schemas/findability.ts';
import { figureWordsSchema } from './schemas/figure-words.ts';
import { pageTitlesSchema } from './schemas/page-titles.ts';
import { featurePicturesSchema, heroPicturesSchema } from './schemas/media-words.ts';
import { aiSchema } from './schemas/ai.ts';
import { approachSchema } from './schemas/approach.ts';
import { conciergeSchema } from './schemas/concierge.ts';
import { contactSchema } from './schemas/contact.ts';
import { diningSchema } from './schemas/dining.ts';
import { holisticLandcareSchema } from './schemas/holistic-landcare.ts';
import { homeSchema } from './schemas/home.ts';
import { notFoundSchema } from './schemas/not-found.ts';
import { offlineSchema } from './schemas/offline.ts';
import {
  racketClubPageSchema,
  racketGallerySchema,
  racketSportsSchema,
} from './schemas/racket-club.ts';
import { partnersPageSchema } from './schemas/partners.ts';
import { journeysPageSchema } from './schemas/programs.ts';
import { sanctumPageSchema } from './schemas/sanctum.ts';
import { seasonPicturesSchema, seasonsPageSchema } from './schemas/seasons.ts';
import {
  directionsPageSchema,
  locationPageSchema,
  transferPageSchema,
} from './schemas/location.ts';
import { facilitiesSchema, facilityCategoriesSchema } from './schemas/facilities.ts';
import { journeyWordsSchema } from './schemas/journeys.ts';
import {
  facilityMediaWordsSchema,
  journeyMediaWordsSchema,
  planMediaWordsSchema,
} from './schemas/picture-sets.ts';
import {
  safetyWordsSchema,
  spaPlacesSchema,
  spaSequencesSchema,
  spaStationsSchema,
} from './schemas/spa.ts';
import { experiencesSchema } from './schemas/experiences.ts';
import { experiencePicturesSchema } from './schemas/experience-pictures.ts';
import { accessibilitySchema } from './schemas/accessibility.ts';
import { privacySchema } from './schemas/privacy.ts';
import { newsletterMailSchema, newsletterPagesSchema } from './schemas/newsletter.ts';
import { spaPageSchema } from './schemas/spa-page.ts';
import { signatureExperiencesSchema } from './schemas/signature-experiences.ts';
import { spaHeroPicturesSchema } from './schemas/spa-hero-pictures.ts';
import { circuitPageSchema } from './schemas/circuit-page.ts';
import { circuitPlannerSchema } from './schemas/circuit-planner.ts';
import {
  accommodationsRequestSchema,
  bookingPageSchema,
  packagesRequestSchema,
  racketClubRequestSchema,
  requestPageSchema,
  requestsSchema,
  spaRequestSchema,
} from './schemas/booking.ts';
import { partnershipSchema } from './schemas/partnership.ts';
import { formMessagesSchema } from './schemas/form-messages.ts';
import { safetySchema } from './schemas/safety.ts';
import { houseRulesSchema } from './schemas/house-rules.ts';
import { stayTypesSchema, staysPageSchema } from './schemas/stays.ts';
import { spaceMediaWordsSchema, spacesGallerySchema, spacesPageSchema } from './schemas/spaces.ts';

/**
 * Every data file of the site, by its name under `data/` without the ending: a record in each
 * language (`site/site.en-GB.json`, with its twins `site/site.pt-PT.json`, …), or one file with no
 * words, the same for every language (`prices/prices.json`).
 */
export interface DataFile {
  /** Its path under `data/`, without the language and the ending. */
  readonly name: string;
  /** What the editor calls it. */
  readonly label: string;
  /** What it holds and where the site shows it, in the editor's words. */
  readonly description: string;
  readonly schema: v.GenericSchema;
  /** Whether it has words, and so a file for each language. */
  readonly translated: boolean;
}

export const dataFiles: readonly DataFile[] = [
  {
    name: 'site/site',
    label: 'The resort',
    description:
      'Who the resort is: its name, contacts, address and profiles, in the footer of every page, on the contact page and for search engines.',
    schema: siteSchema,
    translated: true,
  },
  {
    name: 'prices/prices',
    label: 'Prices',
    description:
      'The prices the site states, in euros with VAT. Every page that shows a price follows, in every language.',
    schema: pricesSchema,
    translated: false,
  },
  {
    name: 'faq/faq',
    label: 'Questions answered (FAQ)',
    description:
      'The questions guests ask before they come, in groups, each with a short answer and a link to the page that says more: the FAQ page, and what search engines show of it.',
    schema: faqSchema,
    translated: true,
  },
  {
    name: 'menus/restaurant/restaurant',
    label: 'Restaurant menu',
    description:
      "The restaurant's dinner menu, in sections of dishes with their dietary marks: the restaurant menu page.",
    schema: menuSchema,
    translated: true,
  },
  {
    name: 'menus/cafe/cafe',
    label: 'Cafe menu',
    description:
      "The wellness cafe's menu, in sections of dishes with their dietary marks: the cafe menu page.",
    schema: menuSchema,
    translated: true,
  },
  {
    name: 'structured-data/structured-data',
    label: 'Names for search engines',
    description:
      'The names search engines are given for the spa circuit, the list of spa days and packages, and the unit of a price per person. Guests do not see them on the pages.',
    schema: structuredDataSchema,
    translated: true,
  },
  {
    name: 'guest-guide/guest-guide',
    label: 'Before you come',
    description:
      'The section with buttons to the house rules, the safety page and the questions answered, near the end of the spa and booking pages.',
    schema: guestGuideSchema,
    translated: true,
  },
  {
    name: 'navigation/navigation',
    label: 'Links in the header',
    description:
      'The links to the main pages and the booking button, in the header of every guest page.',
    schema: navigationSchema,
    translated: true,
  },
  {
    name: 'page-controls/page-controls',
    label: 'Controls on every page',
    description:
      'The words of the controls on every page, most of them read out by screen readers: the skip link, the menu button, the language switcher, notifications, the place in a series of pictures, and the note when part of a page did not load.',
    schema: pageControlsSchema,
    translated: true,
  },
  {
    name: 'claims/claims',
    label: 'Claims and the stats strip',
    description:
      'What the site states in words beside its figures: the four figures on the home page, the elemental showers, where the travel times lead from, how soon guests and partners get an answer, and how many stations the circuit has. Many pages read these.',
    schema: claimsSchema,
    translated: true,
  },
  {
    name: 'footer/footer',
    label: 'Footers',
    description:
      'The footer of the guest pages, the footer of the partnership pages, and the row of links at the foot of every page.',
    schema: footerSchema,
    translated: true,
  },
  {
    name: 'assessment/assessment',
    label: "The concierge's questions",
    description:
      "The choices of the AI concierge's assessment (goals, scales, heat and cold, activity, company) and the names of the three kinds of day it plans: the concierge page, and the AI wellness page.",
    schema: assessmentSchema,
    translated: true,
  },
  {
    name: 'menus/marks-and-allergies/marks-and-allergies',
    label: 'Menus: marks and allergies',
    description:
      'What the dietary marks mean, the note on allergies and the headings both menu pages share.',
    schema: menuWordsSchema,
    translated: true,
  },
  {
    name: 'findability/findability',
    label: 'For search engines and shared links',
    description:
      'What search engines and link previews read about the resort: the description of the sharing picture, the amenities, and the names of the priced experiences. Guests do not see them on the pages.',
    schema: findabilitySchema,
    translated: true,
  },
  {
    name: 'figure-words/figure-words',
    label: 'Numbers in words',
    description:
      'How the site writes figures in each language: the small numbers in words, the words around a price or a range, minutes and seconds. Every page that states a figure follows.',
    schema: figureWordsSchema,
    translated: true,
  },
  {
    name: 'page-titles/page-titles',
    label: 'Page titles and descriptions',
    description:
      "Each page's heading, its title in the browser's tab and search results, and its description in search results.",
    schema: pageTitlesSchema,
    translated: true,
  },
  {
    name: 'pages/not-found/not-found',
    label: 'Page not found',
    description:
      'What a guest reads when an address leads to no page: the heading, a short message and the link back to the home page.',
    schema: notFoundSchema,
    translated: true,
  },
  {
    name: 'pages/offline/offline',
    label: 'Without a connection',
    description:
      "What a guest's phone shows when it has no signal: the offline page and its list of pages kept on the phone, the notice of a new version of the site, and the site's name on the home screen.",
    schema: offlineSchema,
    translated: true,
  },
  {
    name: 'media/hero-pictures/hero-pictures',
    label: 'Pictures at the top of the pages',
    description:
      "What each page's top picture shows, in a sentence for guests who cannot see it: read aloud by screen readers, and shown when the picture cannot load.",
    schema: heroPicturesSchema,
    translated: true,
  },
  {
    name: 'media/feature-pictures/feature-pictures',
    label: 'Pictures of the cards',
    description:
      'What the pictures of the cards show, for guests who cannot see them: the signature experiences, the stays, the two spa pathways and the places to eat.',
    schema: featurePicturesSchema,
    translated: true,
  },
  {
    name: 'pages/home/home',
    label: 'Home page',
    description:
      "The home page's words, section by section: the top of the page, why Alento, the AI concierge, the plan of the spa grounds, a guest's words and the closing sections. The signature experiences and the figures in numbers have records of their own.",
    schema: homeSchema,
    translated: true,
  },
  {
    name: 'pages/ai/ai',
    label: 'AI wellness page',
    description:
      "The AI wellness page's words: how recommendations are made, the steps to a personal journey, its benefits and what it is built on.",
    schema: aiSchema,
    translated: true,
  },
  {
    name: 'pages/approach/approach',
    label: 'Our approach page',
    description:
      'The wellness philosophy page: its introduction, the eight pillars and its closing words.',
    schema: approachSchema,
    translated: true,
  },
  {
    name: 'pages/concierge/concierge',
    label: 'AI concierge page',
    description:
      "The concierge page's words: its tabs, the assessment's questions and hints, the messages after sending, and the recommendations shown before a guest has answered.",
    schema: conciergeSchema,
    translated: true,
  },
  {
    name: 'pages/contact/contact',
    label: 'Contact page',
    description:
      "The contact page's words and the labels of its form. The resort's addresses and numbers are in The resort.",
    schema: contactSchema,
    translated: true,
  },
  {
    name: 'pages/dining/dining',
    label: 'Food page',
    description:
      'The food page: the restaurant and the wellness cafe, what both kitchens cook with, and the link back from the menus.',
    schema: diningSchema,
    translated: true,
  },
  {
    name: 'pages/holistic-landcare/holistic-landcare',
    label: 'Holistic landcare page',
    description:
      "The land-stewardship partnership page's own words: its vision, regenerative systems, philosophy, kinds of partnership and what partners receive.",
    schema: holisticLandcareSchema,
    translated: true,
  },
  {
    name: 'racket-sports/racket-sports',
    label: 'Racket sports',
    description:
      "The club's two sports, tennis and padel, each with a description and three features: the cards on the racket club page, and the choice of court on the court request form.",
    schema: racketSportsSchema,
    translated: true,
  },
  {
    name: 'media/racket/racket',
    label: 'Racket club gallery: picture words',
    description:
      "What each photograph of the racket club's gallery shows, for guests who cannot see it, and the caption printed under it.",
    schema: racketGallerySchema,
    translated: true,
  },
  {
    name: 'pages/racket-club/racket-club',
    label: 'Racket club page',
    description:
      "The words of the racket club page: its introduction, the gallery's heading, the club's philosophy, the longevity section with its source, and the closing buttons.",
    schema: racketClubPageSchema,
    translated: true,
  },
  {
    name: 'media/season/season',
    label: 'Seasons page: picture words',
    description:
      "What each of the Seasons page's sixteen photographs shows, four for each season, for guests who cannot see them.",
    schema: seasonPicturesSchema,
    translated: true,
  },
  {
    name: 'pages/seasons/seasons',
    label: 'Seasons page',
    description:
      'The words of the Seasons page: its introduction, each season with its description and two buttons, and the closing section.',
    schema: seasonsPageSchema,
    translated: true,
  },
  {
    name: 'pages/location/location',
    label: 'Location page',
    description:
      'The words of the Location page: the setting, the map, the travel times, the ways to arrive and the places nearby. The travel times themselves are the site’s, in every language.',
    schema: locationPageSchema,
    translated: true,
  },
  {
    name: 'pages/location/directions/directions',
    label: 'Directions page',
    description:
      'The words of the Directions page: the routes by car, step by step, the way by train, the address and the private transfer.',
    schema: directionsPageSchema,
    translated: true,
  },
  {
    name: 'pages/location/transfer/transfer',
    label: 'Private transfer page',
    description:
      'The words of the private transfer page and its request form: what is included, the travel times and how to request one.',
    schema: transferPageSchema,
    translated: true,
  },
  {
    name: 'pages/partners/partners',
    label: 'Partnership page',
    description:
      'The words of the partnership landing (the home page and /partners): the vision, the experience, the philosophy, the opportunities and the partner benefits. The facts, the sanctums and the contact section are shared with the land-care page.',
    schema: partnersPageSchema,
    translated: true,
  },
  {
    name: 'pages/programs/programs',
    label: 'Journeys page',
    description:
      'The words of the Journeys page (/programs): the six journeys, each with its button, and the concierge section.',
    schema: journeysPageSchema,
    translated: true,
  },
  {
    name: 'pages/sanctum/sanctum',
    label: 'Sanctum page',
    description:
      'The words of the Sanctum page: its two pathways, BioSanctum and Sanctum Flow, the philosophy and the steps of a personalised day.',
    schema: sanctumPageSchema,
    translated: true,
  },
  {
    name: 'facilities/categories/categories',
    label: 'Floor plan categories',
    description:
      "The kinds of place on the spa's floor plan (saunas, cooling, hot baths…), each with its colour and icon: the plan's legend, its tiles and its list, on the home page and the spa page.",
    schema: facilityCategoriesSchema,
    translated: true,
  },
  {
    name: 'media/plan/plan',
    label: 'Floor plan and map pictures',
    description:
      'What the drawn floor plan and the map of the region show, for guests who cannot see them, and the names of the zones of the plan.',
    schema: planMediaWordsSchema,
    translated: true,
  },
  {
    name: 'media/journeys/journeys',
    label: 'Journeys page pictures',
    description:
      "What each picture of the Journeys page's cards shows, for guests who cannot see it.",
    schema: journeyMediaWordsSchema,
    translated: true,
  },
  {
    name: 'media/facilities/facilities',
    label: 'Floor plan photos',
    description:
      "What each photo in the floor plan's place details shows, for guests who cannot see it.",
    schema: facilityMediaWordsSchema,
    translated: true,
  },
  {
    name: 'facilities/floor-plan/facilities',
    label: 'Floor plan places',
    description:
      "Every place on the spa's floor plan: its name, description and features, its category, icon and photo, and where its marker sits. The floor plan on the home page and the spa page, and the places the concierge suggests.",
    schema: facilitiesSchema,
    translated: true,
  },
  {
    name: 'spa/places/places',
    label: 'Spa places named in several parts',
    description:
      'The names of the places of the spa circuit that several parts of the site show (the cold plunge, the hammam, the touchless treatments…): the floor plan, the spa page, the safety notes and the concierge. A name changed here changes everywhere.',
    schema: spaPlacesSchema,
    translated: true,
  },
  {
    name: 'spa/stations/stations',
    label: 'Spa stations',
    description:
      "The spa page's cards: each group of stations with its heading, text, picture and stations, and the touchless treatments a guest chooses from.",
    schema: spaStationsSchema,
    translated: true,
  },
  {
    name: 'spa/sequences/sequences',
    label: 'Guided sequences',
    description:
      'The four suggested ways round the spa circuit, step by step: on the spa page, in the spa request form and from the concierge.',
    schema: spaSequencesSchema,
    translated: true,
  },
  {
    name: 'spa/guidance/guidance',
    label: 'Safety notes',
    description:
      "The words of each station's safety notes (recommended time, afterwards, who should ask a doctor first): the floor plan's details, the spa page's stations and the safety page.",
    schema: safetyWordsSchema,
    translated: true,
  },
  {
    name: 'spa/circuit-planner/circuit-planner',
    label: 'Circuit planner',
    description:
      "The circuit planner's words (/circuit): the warnings a guest's own circuit may raise from the stations' safety notes, and the lines the circuit adds to a spa request.",
    schema: circuitPlannerSchema,
    translated: true,
  },
  {
    name: 'pages/circuit/circuit',
    label: 'Circuit planner page',
    description:
      'The words of the circuit planner (/circuit): where a guest begins, their circuit with its rounds, adding stations, keeping and sharing it, and the view that guides them round the grounds with a timer.',
    schema: circuitPageSchema,
    translated: true,
  },
  {
    name: 'journeys/reasons/reasons',
    label: "The concierge's reasons",
    description:
      "The short reasons the concierge gives for each choice of a suggested journey, quoting the guest's answers: the concierge's suggestions.",
    schema: journeyWordsSchema,
    translated: true,
  },
  {
    name: 'media/spa-hero/spa-hero',
    label: 'Spa page: photographs at the top',
    description:
      'What each photograph of the carousel at the top of the spa page shows, for guests who cannot see it, and the caption printed with it.',
    schema: spaHeroPicturesSchema,
    translated: true,
  },
  {
    name: 'signature-experiences/signature-experiences',
    label: 'Signature experiences',
    description:
      'The two signature experiences, each with its picture, description and three highlights: a section of the home page, and the choices of the treatment packages request form, with the price and length of their ritual on the prices list.',
    schema: signatureExperiencesSchema,
    translated: true,
  },
  {
    name: 'media/experiences/experiences',
    label: 'Experiences page: pictures of the cards',
    description:
      'What the picture of each card of the Experiences page shows, for guests who cannot see it.',
    schema: experiencePicturesSchema,
    translated: true,
  },
  {
    name: 'pages/experiences/experiences',
    label: 'Experiences page',
    description:
      'The Experiences page: its introduction, the categories of its filter bar and its cards, each with a picture, a description and the page it leads to.',
    schema: experiencesSchema,
    translated: true,
  },
  {
    name: 'pages/spa/spa',
    label: 'Spa page',
    description:
      "The spa circuit page's own words around its stations and guided sequences: the top of the page, the introduction to the circuit, the note on safety, the buttons and the closing section.",
    schema: spaPageSchema,
    translated: true,
  },
  {
    name: 'pages/accessibility/accessibility',
    label: 'Accessibility statement',
    description:
      'The accessibility statement page, in the parts of the EU model statement: how far the site meets WCAG 2.2 AA, its known limitations, how it was checked, how to report a barrier and who enforces it.',
    schema: accessibilitySchema,
    translated: true,
  },
  {
    name: 'pages/privacy/privacy',
    label: 'Privacy page',
    description:
      'The privacy page: what the website does with what guests type, what their browser keeps, what the server sees, the links to other services and their rights. It must stay true to how the site works.',
    schema: privacySchema,
    translated: true,
  },
  {
    name: 'pages/newsletter/newsletter',
    label: 'Newsletter pages',
    description:
      'The two pages the newsletter mails link to: confirming a sign-up (/newsletter/confirm) and leaving the list (/newsletter/unsubscribe), each a button and the sentence shown after it.',
    schema: newsletterPagesSchema,
    translated: true,
  },
  {
    name: 'newsletter/mail',
    label: 'Newsletter confirmation mail',
    description:
      'The mail a guest receives after signing up at the foot of a page, in the language of that page: the link to confirm, how long it works, and the link to withdraw.',
    schema: newsletterMailSchema,
    translated: true,
  },
  {
    name: 'pages/spaces/gallery/gallery',
    label: 'Gallery of the spaces',
    description:
      "The words of the gallery page (/spaces/gallery): its introduction, the picture viewer's buttons and the closing links. The pictures and their captions are the Spaces page's.",
    schema: spacesGallerySchema,
    translated: true,
  },
  {
    name: 'media/spaces/spaces',
    label: 'Pictures of the spaces: descriptions',
    description:
      'What each of the fifteen pictures of the spaces shows, for guests who cannot see it: read out by screen readers on the Spaces page and its gallery.',
    schema: spaceMediaWordsSchema,
    translated: true,
  },
  {
    name: 'pages/spaces/spaces',
    label: 'Spaces page',
    description:
      'The Spaces page (/spaces): its introduction, the nine feature cards and the grid of fifteen spaces, each with its picture and a button. The gallery shows the same spaces, with their descriptions as captions.',
    schema: spacesPageSchema,
    translated: true,
  },
  {
    name: 'stay-types/stay-types',
    label: 'Kinds of stay',
    description:
      'The three kinds of stay (suites, villas, pods), each with a description, four things it has and a picture: on the Stays page and as the choices of the stay request form.',
    schema: stayTypesSchema,
    translated: true,
  },
  {
    name: 'pages/stays/stays',
    label: 'Stays page',
    description:
      'The Stays page (/stays): its top, the headings over the kinds of stay, the four amenities in every room and the closing section. The kinds of stay have a file of their own.',
    schema: staysPageSchema,
    translated: true,
  },
  {
    name: 'pages/booking/booking',
    label: 'Booking page',
    description:
      'The Booking page (/booking): the two ways into the spa, the day pass and treatment package cards (their starting prices come from the prices file) and the stay section.',
    schema: bookingPageSchema,
    translated: true,
  },
  {
    name: 'requests/requests',
    label: 'Request forms: shared words',
    description:
      "What every request form shares: the questions about the guest, the form's headings and buttons, the ready-to-send message and its greeting, on every booking request page.",
    schema: requestsSchema,
    translated: true,
  },
  {
    name: 'form-messages/form-messages',
    label: 'Form messages',
    description:
      'What the contact form and the booking request forms say to a guest: the message under a field that cannot be sent as it is, the notices after pressing send, and the first and last lines of the ready-to-send request. The limits they state are the forms’ own.',
    schema: formMessagesSchema,
    translated: true,
  },
  {
    name: 'pages/booking/spa/spa',
    label: 'Request form: spa day',
    description:
      'The spa day request page (/booking/spa): its top, what is included and the question that chooses the circuit or a guided sequence.',
    schema: spaRequestSchema,
    translated: true,
  },
  {
    name: 'pages/booking/spa-form/spa-form',
    label: 'Request form: self-guided spa day',
    description:
      'The self-guided spa day request page (/booking/spa-form): its top and what is included.',
    schema: requestPageSchema,
    translated: true,
  },
  {
    name: 'pages/booking/day-pass/day-pass',
    label: 'Request form: day pass',
    description:
      'The day pass request page (/booking/day-pass): its top and what is included; its price comes from the prices file.',
    schema: requestPageSchema,
    translated: true,
  },
  {
    name: 'pages/booking/packages/packages',
    label: 'Request form: treatment packages',
    description:
      'The treatment package request page (/booking/packages): its top, what is included and the question that chooses a package; the rituals and their prices come from the signature experiences and the prices file.',
    schema: packagesRequestSchema,
    translated: true,
  },
  {
    name: 'pages/booking/accommodations/accommodations',
    label: 'Request form: stay',
    description:
      'The stay request page (/booking/accommodations): its top, what is included and the questions about the dates and the party; the choices are the kinds of stay.',
    schema: accommodationsRequestSchema,
    translated: true,
  },
  {
    name: 'pages/booking/racket-club/racket-club',
    label: 'Request form: courts',
    description:
      'The court request page (/booking/racket-club): its top, what is included and the questions about the court, the time, the players and a coach.',
    schema: racketClubRequestSchema,
    translated: true,
  },
  {
    name: 'partnership/partnership',
    label: 'Partnership pages: shared words',
    description:
      'What the partnership page (/partners) and the land-care page (/holistic-landcare) both state: the three sanctums, the labels of the facts, the contact block and when partners hear back.',
    schema: partnershipSchema,
    translated: true,
  },
  {
    name: 'pages/spa/safety/safety',
    label: 'Safety page',
    description:
      'The safety page (/spa/safety): how to move through heat and cold, drinking, when to stop, who should ask first, what the hosts help with and the words around the table of every station; the temperatures, times, rounds and ages come from the site’s figures.',
    schema: safetySchema,
    translated: true,
  },
  {
    name: 'pages/spa/etiquette/etiquette',
    label: 'House rules page',
    description:
      'The house rules page (/spa/etiquette): the rules in groups (the circuit’s day, quiet and phones, what to wear, showers, children, lockers), what we provide and what to bring; the opening hours, family hours and ages come from the site’s figures.',
    schema: houseRulesSchema,
    translated: true,
  },
];

export function dataFile(name: string): DataFile {
  const found = dataFiles.find((file) => file.name === name);
  if (!found)
    throw new Error(`No data file "${name}" (known: ${dataFiles.map((f) => f.name).join(', ')})`);
  return found;
}
