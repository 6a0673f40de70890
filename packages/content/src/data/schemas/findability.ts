import * as v from 'valibot';
import { text, words } from './common.ts';

const name = (title: string) => words(v.pipe(text, v.maxLength(60), v.title(title)));

/**
 * What search engines and link previews read about the resort, beside what the pages show: the
 * sharing picture's description, the amenities and the names of the priced experiences.
 */
export const findabilitySchema = v.object({
  socialImageAlt: words(
    v.pipe(
      text,
      v.maxLength(140),
      v.title('Description of the sharing picture'),
      v.description(
        'What the picture shown beside a shared link shows, for those who cannot see it',
      ),
    ),
  ),
  facilityAmenities: v.pipe(
    v.array(words(v.pipe(text, v.maxLength(100), v.title('Amenity')))),
    v.minLength(1),
    v.title('Amenities'),
    v.description('The facilities as guests book them; every room lists them too'),
    v.metadata({ item: 'amenity' }),
  ),
  pricedExperienceNames: v.pipe(
    v.object({
      thermalSanctuaryJourney: name('Thermal Sanctuary Journey'),
      alentejoEarthRitual: name('Alentejo Earth Ritual'),
      dayPassFrom: name('Day pass'),
      treatmentPackagesFrom: name('Treatment packages'),
    }),
    v.title('Names of the priced experiences'),
    v.description('Beside each price that search engines are given'),
  ),
});

export type Findability = v.InferOutput<typeof findabilitySchema>;
