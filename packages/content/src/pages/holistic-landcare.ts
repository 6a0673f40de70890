import { propertyClaims } from '../constants.ts';
import { partnershipContact, partnershipFacts, partnershipSanctums } from '../partnership.ts';
import type { PartnershipPage } from '../partnership.ts';

/** The land-stewardship variant of the partnership landing (/holistic-landcare). */
export const holisticLandcarePage = {
  path: '/holistic-landcare',
  hero: {
    eyebrow: 'Land stewardship',
    lede: `We care for ${propertyClaims.hectaresOnPartnershipPage} hectares of cork oak montado, meadow and water. Wellness here begins with the health of the land, and we are looking for partners in that work.`,
    image: 'hero-holistic-landcare',
    parallax: -0.5,
    learnMore: 'Learn More',
  },
  vision: {
    eyebrow: 'Our vision',
    heading: 'Healthy Land, Healthy People',
    paragraphs: [
      'The montado, the Alentejo’s ancient mosaic of cork oaks, pasture and water, is one of the richest farmed landscapes in Europe, and one of the most fragile. Our retreat depends on it.',
      'We see land care and guest care as one practice: the shade, the water and the quiet our guests come for are what a living landscape gives when it is well looked after.',
    ],
  },
  experience: {
    eyebrow: 'The land and the retreat',
    heading: 'A Retreat That Restores Its Landscape',
    intro:
      'Every building, pool and path sits within a plan for the whole valley: what we take from the land, we return.',
    facts: partnershipFacts,
    sanctumsHeading: 'Three sanctums, three habitats',
    sanctums: partnershipSanctums,
    systemsHeading: 'Regenerative systems',
    systems: [
      {
        icon: 'droplet',
        title: 'Water held in the valley',
        description: `Swales, ponds and reed beds slow the winter rain and clean it for reuse: ${propertyClaims.recycledWaterPercent}% recycled water.`,
      },
      {
        icon: 'tree',
        title: 'Cork oaks for the next century',
        description:
          'Young oaks planted and protected each winter, and the old ones harvested only as tradition allows.',
      },
      {
        icon: 'leaf',
        title: 'Soil that grows back',
        description:
          'Rotational grazing, compost from our kitchens and cover crops rebuild the soil year by year.',
      },
    ],
  },
  philosophy: {
    eyebrow: 'Stewardship philosophy',
    heading: 'Work With the Land, Not Against It',
    paragraphs: [
      'We measure before we change anything, change slowly and watch what the land tells us. Local knowledge, from shepherds to cork harvesters, guides us as much as science does.',
      'Partnerships in land care are long by nature. We look for people and organisations ready to commit for seasons, not weeks.',
    ],
  },
  opportunities: {
    eyebrow: 'Opportunities',
    heading: 'Ways to Care for the Land With Us',
    intro: 'Three kinds of partnership, each rooted in the land.',
    items: [
      {
        icon: 'users',
        title: 'Strategic alliances',
        description:
          'Conservation bodies, universities and regenerative brands who want a living site for research and restoration.',
      },
      {
        icon: 'spa',
        title: 'Wellness practitioners',
        description:
          'Teachers of nature immersion, forest bathing and outdoor movement who work with the landscape, not just in it.',
      },
      {
        icon: 'calendar',
        title: 'Corporate partners',
        description:
          'Companies who want their teams planting, restoring and resting here, with results they can measure.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Partner benefits',
    heading: 'What Partners Receive',
    intro: 'A place to do real work on the land, and the support to do it well.',
    items: [
      {
        icon: 'map-pin',
        title: 'A living landscape',
        description: `${propertyClaims.hectaresOnPartnershipPage} hectares of montado, meadow and water to study, restore and enjoy.`,
      },
      {
        icon: 'droplet',
        title: 'Measured outcomes',
        description: `Shared data on water, soil and biodiversity, from ${propertyClaims.recycledWaterPercent}% recycled water onwards.`,
      },
      {
        icon: 'users',
        title: 'A dedicated land team',
        description: 'Our stewards work beside you, from planning to planting.',
      },
      {
        icon: 'sparkle',
        title: 'Co-created programmes',
        description: 'Volunteering days, residencies and retreats designed together.',
      },
      {
        icon: 'star',
        title: 'Shared visibility',
        description: 'Your part in the land’s recovery told to every guest who walks it.',
      },
      {
        icon: 'bed',
        title: 'A place to stay',
        description: `Rooms for your people in our ${propertyClaims.apartmentsAndVillas} apartments and wellness villas while they work.`,
      },
    ],
  },
  contact: {
    ...partnershipContact,
    intro: 'Tell us about the land work you do or would like to do. We answer every message.',
  },
} as const satisfies PartnershipPage;
