import * as v from 'valibot';
import { media } from '../../media.ts';
import type { MediaFamily } from '../../media.ts';
import { floorPlanZones } from '../../plan-media.ts';
import { text, words } from './common.ts';

/**
 * The words of a set of pictures: what each one shows, by its key in the media catalogue. The
 * keys are the catalogue's, so the editor lists one entry for each picture of the set and no other.
 */
function pictureWords(families: readonly MediaFamily[], maxLength: number) {
  const keys = media.filter((record) => families.includes(record.family)).map((each) => each.key);
  return v.object(
    Object.fromEntries(
      keys.map((key) => [
        key,
        v.pipe(
          v.object({
            alt: words(
              v.pipe(
                text,
                v.maxLength(maxLength),
                v.title('What the picture shows'),
                v.description(
                  'A sentence read aloud to guests who cannot see the picture, and shown where it does not load',
                ),
              ),
            ),
          }),
          v.title(`Picture ${key}`),
        ),
      ]),
    ),
  );
}

/** The floor plan's facility photos. */
export const facilityMediaWordsSchema = pictureWords(['facility'], 270);

/** The Journeys page's cards. */
export const journeyMediaWordsSchema = pictureWords(['journey'], 220);

/** The drawn floor plan and the map, and the names of the plan's zones. */
export const planMediaWordsSchema = v.object({
  pictures: v.pipe(pictureWords(['plan', 'map'], 380), v.title('Pictures')),
  zoneNames: v.pipe(
    v.object(
      Object.fromEntries(
        floorPlanZones.map((zone) => [
          zone.id,
          words(v.pipe(text, v.maxLength(80), v.title(`Zone ${zone.id}`))),
        ]),
      ),
    ),
    v.title('Names of the zones of the plan'),
    v.description('Read aloud to guests who cannot see the plan, one for each zone'),
  ),
});
