import * as v from 'valibot';
import { link, picture, recordId, text, words } from './common.ts';

/** The rituals on the prices list; an experience takes its price and length from one of them. */
export const pricedRituals = ['thermalSanctuaryJourney', 'alentejoEarthRitual'] as const;

/** The two signature experiences: on the home page, and the choices of the packages form. */
export const signatureExperiencesSchema = v.object({
  eyebrow: words(v.pipe(text, v.maxLength(50), v.title('Line above the heading'))),
  heading: words(v.pipe(text, v.maxLength(60), v.title('Heading'))),
  intro: words(v.pipe(text, v.maxLength(240), v.title('Introduction'))),
  durationLabel: words(
    v.pipe(text, v.maxLength(20), v.title('Label before the length'), v.description('Duration')),
  ),
  priceLabel: words(
    v.pipe(text, v.maxLength(20), v.title('Label before the price'), v.description('Price')),
  ),
  highlightsLabel: words(
    v.pipe(
      text,
      v.maxLength(40),
      v.title('Label of the highlights'),
      v.description('Read aloud before the list of highlights'),
    ),
  ),
  experiences: v.pipe(
    v.array(
      v.object({
        id: recordId('thermal-sanctuary'),
        title: words(v.pipe(text, v.maxLength(80), v.title('Name of the experience'))),
        ritual: v.pipe(
          v.picklist(pricedRituals),
          v.title('Price and length'),
          v.description(
            'The ritual of the prices list this experience is: the page shows its price and length',
          ),
        ),
        description: words(v.pipe(text, v.maxLength(320), v.title('Description'))),
        highlights: v.pipe(
          v.array(words(v.pipe(text, v.maxLength(120), v.title('Highlight')))),
          v.length(3, 'The card shows three highlights: list exactly three'),
          v.title('Highlights'),
          v.metadata({ item: 'highlight' }),
        ),
        image: picture('Picture'),
        action: link('Button'),
      }),
    ),
    v.length(2, 'The home page shows two experiences side by side: list exactly two'),
    v.title('Experiences'),
    v.metadata({ item: 'experience' }),
  ),
});

export type SignatureExperiencesRecord = v.InferOutput<typeof signatureExperiencesSchema>;
