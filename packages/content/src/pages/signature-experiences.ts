import { prices } from '../constants.ts';
import { formatDuration } from '../format.ts';
import type { SignatureExperience } from '../model/experiences.ts';

const book = { label: 'Book This Experience', href: '/booking' } as const;

/**
 * The two signature experiences: on the home page, and as the packages request form's choices
 * and prices. A module of their own, so the form carries them without the rest of the home page.
 */
export const signatureExperiences = {
  eyebrow: 'Signature Experiences',
  heading: 'Two Rituals to Begin With',
  intro: 'Our most loved journeys, each a complete day of heat, water, earth and rest.',
  durationLabel: 'Duration',
  priceLabel: 'Price',
  highlightsLabel: 'Highlights',
  experiences: [
    {
      id: 'thermal-sanctuary',
      title: 'Thermal Sanctuary Journey',
      duration: formatDuration(prices.thermalSanctuaryJourney.hours),
      price: prices.thermalSanctuaryJourney.euros,
      description:
        'A slow loop of heat and cold: the event sauna, the walk-through cold plunge, the mineral onsen and rest in the hay, guided at your own rhythm.',
      highlights: [
        'Aufguss ceremony in the event sauna',
        'Earth onsen under the open sky',
        'Herbal tea in the tea house',
      ],
      image: 'signature-thermal-sanctuary',
      action: book,
    },
    {
      id: 'earth-ritual',
      title: 'Alentejo Earth Ritual',
      duration: formatDuration(prices.alentejoEarthRitual.hours),
      price: prices.alentejoEarthRitual.euros,
      description:
        'Red clay from our hills, warm olive oil and a full-body massage in a thatched hut among the olive trees: the land itself, on your skin.',
      highlights: [
        'Red clay body wrap',
        'Olive oil massage in a treatment hut',
        'Hammam and foam ritual',
      ],
      image: 'signature-earth-ritual',
      action: book,
    },
  ] as const satisfies readonly SignatureExperience[],
} as const;
