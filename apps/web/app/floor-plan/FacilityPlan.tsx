import { facilities } from '@alento/content';
import type { homePage } from '@alento/content';
import { FloorPlan, FloorPlanPlaces } from '@alento/ui';
import type { FloorPlanMarker } from '@alento/ui';
import { pictures as facilityPictures } from 'virtual:alento-media/facilityMedia';
import { pictures as planPictures } from 'virtual:alento-media/planMedia';
import { Media, MediaSet } from '../lib/Media.tsx';
import { StationNotes } from '../safety/StationNotes.tsx';
import { facilityMarker, planCategories } from './planMarkers.tsx';

/**
 * The spa grounds' floor plan with a marker per facility, and its text list of the facilities, as
 * the home page shows them. The facilities' words and pictures are most of what the home page's
 * scripts would carry, so the page loads this module as a block of its own (`laterBlock`), after
 * its first hydration. The plan and the list are two blocks of that module, each hydrated in a
 * task of its own: the list (every facility's details) is the larger half, and one task for both
 * was long enough to block a slow phone (docs/performance.md's log, 2026-11-24).
 */

const planMarkers: FloorPlanMarker[] = facilities.map((facility) => ({
  ...facilityMarker(facility),
  // A station of heat, cold or water: its temperature, time, after-care and who should ask first.
  notes: 'guidance' in facility ? <StationNotes id={facility.guidance} /> : undefined,
  image: 'image' in facility ? <Media id={facility.image} sizes="320px" /> : undefined,
}));

/** The drawn plan and the facilities' photographs. */
const pictures = [...planPictures, ...facilityPictures];

export interface FacilityPlanProps {
  /** The plan's labels and the list's headings: the home page's `floorPlan`. */
  words: (typeof homePage)['floorPlan'];
  /** The drawn plan with its markers and tiles, or the text list of facilities after it. */
  part: 'plan' | 'places';
}

export default function FacilityPlan({ words, part }: FacilityPlanProps) {
  return (
    <MediaSet pictures={pictures}>
      {part === 'plan' ? (
        <FloorPlan
          plan={<Media id={words.image} sizes="(min-width: 1280px) 1200px, 100vw" />}
          planLabel={words.heading}
          markers={planMarkers}
          categories={planCategories}
          labels={words}
          placeList={false}
        />
      ) : (
        <FloorPlanPlaces markers={planMarkers} categories={planCategories} labels={words} />
      )}
    </MediaSet>
  );
}
