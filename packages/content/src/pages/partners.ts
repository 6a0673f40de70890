import { propertyClaims, travelTimes } from '../constants.ts';
import { partnershipContact, partnershipFacts, partnershipSanctums } from '../partnership.ts';
import type { PartnershipPage } from '../partnership.ts';
import { siteConfig } from '../site.ts';

/** The partnership landing (/ and /partners): who we are looking for, and why. */
export const partnersPage = {
  path: '/partners',
  hero: {
    eyebrow: 'Partnerships',
    lede: `A regenerative wellness destination is taking shape on ${propertyClaims.hectaresOnPartnershipPage} hectares of the Alentejo. We are looking for partners who want to build it with us.`,
    image: 'hero-partners',
    parallax: 0,
    learnMore: 'Learn More',
  },
  vision: {
    eyebrow: 'Our vision',
    heading: 'Wellness That Gives Back to the Land',
    paragraphs: [
      `${siteConfig.name} is a place where rest and renewal are built from what the land already offers: heat from the sun, water from the hills, shade from the cork oaks and a silence that city life has forgotten.`,
      'We want every stay to leave the guest restored and the landscape a little richer than before, and we cannot do that alone.',
    ],
  },
  experience: {
    eyebrow: 'The experience',
    heading: 'A Retreat Woven Into the Landscape',
    intro:
      'Low white buildings, a lake, forest trails and three sanctums, each with its own character and its own part of the land.',
    facts: partnershipFacts,
    sanctumsHeading: 'Three sanctums',
    sanctums: partnershipSanctums,
    systemsHeading: 'Regenerative systems',
    systems: [
      {
        icon: 'droplet',
        title: 'Water in a closed loop',
        description: `Every litre is cleaned through reed beds and biopools and used again: ${propertyClaims.recycledWaterPercent}% recycled water.`,
      },
      {
        icon: 'sun',
        title: 'Heat from the sun',
        description: 'Solar fields and heat recovery warm the pools, saunas and hot baths.',
      },
      {
        icon: 'leaf',
        title: 'Living soil',
        description: 'Grazing, composting and native planting rebuild the montado around us.',
      },
    ],
  },
  philosophy: {
    eyebrow: 'Partnership philosophy',
    heading: 'Long Relationships, Shared Values',
    paragraphs: [
      'We choose partners the way we choose materials: for quality, for honesty and for how well they will age. We would rather build a few lasting relationships than many short ones.',
      'Every partnership is shaped together, with clear terms, open numbers and a shared commitment to guests, to the people who work here and to the land.',
    ],
  },
  opportunities: {
    eyebrow: 'Opportunities',
    heading: 'Ways to Work With Us',
    intro: 'Three kinds of partnership, each open to conversation about its shape.',
    items: [
      {
        icon: 'users',
        title: 'Strategic alliances',
        description:
          'Hospitality, travel and wellness brands who share our values and want a place for their guests in the Alentejo.',
      },
      {
        icon: 'spa',
        title: 'Wellness practitioners',
        description:
          'Therapists, teachers and researchers who want to host residencies, retreats or treatments in our sanctums.',
      },
      {
        icon: 'calendar',
        title: 'Corporate partners',
        description:
          'Companies planning retreats, offsites and wellbeing programmes for their teams, in every season.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Partner benefits',
    heading: 'What Partners Receive',
    intro: 'Practical support from the first conversation to the first guest.',
    items: [
      {
        icon: 'map-pin',
        title: 'A destination like no other',
        description: `${propertyClaims.hectaresOnPartnershipPage} hectares of hills, forest and water, within ${Math.max(...travelTimes.map((t) => t.hours))} hours of Faro, Lisbon and Seville.`,
      },
      {
        icon: 'leaf',
        title: 'Credible sustainability',
        description: `A regenerative project with measured results, from ${propertyClaims.recycledWaterPercent}% recycled water to native replanting.`,
      },
      {
        icon: 'users',
        title: 'A dedicated partner team',
        description: 'One person who knows your programme, your guests and your calendar.',
      },
      {
        icon: 'sparkle',
        title: 'Co-created experiences',
        description: 'Programmes designed together, using our sanctums, kitchens and trails.',
      },
      {
        icon: 'star',
        title: 'Shared visibility',
        description: 'Your story told across our stays, seasonal letters and guest journeys.',
      },
      {
        icon: 'heart',
        title: 'Priority access',
        description: `First choice of dates for retreats across our ${propertyClaims.apartmentsAndVillas} apartments and wellness villas.`,
      },
    ],
  },
  contact: {
    ...partnershipContact,
    intro: 'Tell us who you are and what you would like to build. We read every message ourselves.',
  },
} as const satisfies PartnershipPage;
