import {
  facilities,
  facilityCategoriesInUse,
  facilityCategory,
  homePage,
  isCircuitStationId,
} from '@alento/content';
import { FloorPlan, Icon } from '@alento/ui';
import type { FloorPlanCategory, FloorPlanMarker } from '@alento/ui';
import { pictures as planPictures } from 'virtual:alento-media/planMedia';
import { iconName } from '../lib/icon.ts';
import { Media, MediaSet } from '../lib/Media.tsx';
import * as styles from './Circuit.css.ts';
import { say, words } from './words.ts';

const icon = (name: string) => <Icon name={iconName(name)} size="inherit" />;
const { floorPlan } = homePage;

const categories: FloorPlanCategory[] = facilityCategoriesInUse().map((category) => ({
  ...category,
  icon: icon(category.icon),
}));

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
      id: facility.id,
      label: facility.name,
      category: facilityCategory(facility.category).id,
      top: facility.position.top,
      left: facility.position.left,
      icon: icon(facility.icon),
      description: facility.description,
      features: facility.features,
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
        categories={categories}
        labels={floorPlan}
        placeList={false}
        headingLevel={3}
      />
    </MediaSet>
  );
}
