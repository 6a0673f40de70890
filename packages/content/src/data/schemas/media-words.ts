import * as v from 'valibot';
import { text, withPlaceholders, words } from './common.ts';

/**
 * The words of the catalogue's pictures, by picture: what each one shows, for guests who cannot
 * see it. The pictures themselves, their sizes and focal points stay in the media catalogue.
 */

const alt = (placeholders: readonly string[] = [], hint = '') =>
  words(
    v.pipe(
      text,
      v.maxLength(250),
      withPlaceholders(placeholders),
      v.title('What the picture shows'),
      v.description(
        `One sentence, read aloud to guests who cannot see the picture${hint ? `. ${hint}` : ''}`,
      ),
    ),
  );

const picture = (where: string, placeholders?: readonly string[], hint?: string) =>
  v.pipe(v.object({ alt: alt(placeholders, hint) }), v.title(where));

/** Each page's picture at the top, by page. */
export const heroPicturesSchema = v.object({
  'hero-home': picture('Home page'),
  'hero-spa': picture('Spa page'),
  'hero-sanctum': picture('Sanctum page'),
  'hero-approach': picture('Our approach page'),
  'hero-booking': picture('Booking page'),
  'hero-programs': picture('Programs page'),
  'hero-dining': picture('Food page'),
  'hero-spaces': picture('Spaces page'),
  'hero-location': picture('Location and accessibility pages'),
  'hero-contact': picture('Contact, privacy and questions pages'),
  'hero-concierge': picture('Concierge page'),
  'hero-racket-club': picture('Racket club page'),
  'hero-experiences': picture('Experiences page'),
  'hero-stays': picture('Stays page'),
  'hero-ai': picture("AI page, and the home page's AI section"),
  'hero-seasons': picture('Seasons page'),
  'hero-partners': picture('Partners page'),
  'hero-holistic-landcare': picture('Holistic landcare page'),
});

export type HeroPicturesWords = v.InferOutput<typeof heroPicturesSchema>;

/** The pictures of the cards for the signature experiences, the stays, the two spa pathways and the places to eat. */
export const featurePicturesSchema = v.object({
  'signature-thermal-sanctuary': picture('Thermal Sanctuary Journey card'),
  'signature-earth-ritual': picture('Alentejo Earth Ritual card'),
  'stay-wellness-suites': picture('Wellness suites card'),
  'stay-garden-villas': picture('Garden villas card'),
  'stay-beehive-pods': picture('Beehive pods card'),
  'sanctum-biosanctum': picture('BioSanctum card'),
  'sanctum-flow': picture(
    'Sanctum Flow card',
    ['area'],
    "{area} is the circuit's size, which the site fills in as the language measures land: in acres and in words in English (eight), in whole hectares it is over and in digits in Portuguese and Spanish (3)",
  ),
  'dining-restaurant': picture('Restaurant card'),
  'dining-cafe': picture('Cafe card'),
});

export type FeaturePicturesWords = v.InferOutput<typeof featurePicturesSchema>;
