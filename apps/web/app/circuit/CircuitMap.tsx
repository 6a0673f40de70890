import { facilities, homePage, isCircuitStationId } from '@alento/content';
import { FloorPlan } from '@alento/ui';
import type { FloorPlanMarker } from '@alento/ui';
import { pictures as planPictures } from 'virtual:alento-media/planMedia';
import { facilityMarker, planCategories } from '../floor-plan/planMarkers.tsx';
import { Media, MediaSet } from '../lib/Media.tsx';
import * as styles from './Circuit.css.ts';
import { say, words } from './words.ts';

const { floorPlan } = homePage;

/** The plan's places a circuit can hold: its stations that the plan draws. */
const stationPlaces = facilities.filter((facility) => isCircuitStationId(facility.id));

export interface CircuitMapProps {
  /** The circuit's stations, in order: each is numbered on the plan. */
  route: readonly string[];
  /** The station the guest is at, in the "now" view. */
  current?: string;
  /** Only the circuit's stations are drawn (the "now" view), or every station with its button. */
  only?: boolean;
  onAdd?: (id: string) => void;
  label: string;
}

/**
 * The spa's plan with the circuit on it: each of its stations numbered in the circuit's order,
 * the current one ringed; while planning, every station's details carry a button to add it.
 */
export default function CircuitMap({ route, current, only, onAdd, label }: CircuitMapProps) {
  const places = only ? stationPlaces.filter((place) => route.includes(place.id)) : stationPlaces;
  const markers: FloorPlanMarker[] = places.map((facility) => {
    const numbers = route.flatMap((id, index) => (id === facility.id ? [index + 1] : []));
    return {
      ...facilityMarker(facility),
      badge: numbers.length > 0 ? numbers.join(',') : undefined,
      current: facility.id === current,
      notes: onAdd ? (
        <button type="button" className={styles.add} onClick={() => onAdd(facility.id)}>
          {say(words.add.addStation, { station: facility.name })}
        </button>
      ) : undefined,
    };
  });
  return (
    <MediaSet pictures={planPictures}>
      <FloorPlan
        plan={<Media id={floorPlan.image} sizes="(min-width: 1280px) 1200px, 100vw" />}
        planLabel={label}
        markers={markers}
        categories={planCategories}
        labels={floorPlan}
        placeList={false}
        headingLevel={3}
      />
    </MediaSet>
  );
}
