import { useId, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { useControllableState } from '../hooks/useControllableState.ts';
import { Icon } from '../Icon/Icon.tsx';
import { headingTag } from '../internal/heading.ts';
import { percentInside } from '../internal/percent.ts';
import { Popover } from '../Popover/Popover.tsx';
import type { HeadingLevel } from '../internal/heading.ts';
import type { Tone } from '../themes/tokens.ts';
import * as styles from './FloorPlan.css.ts';
import { groupMarkers } from './floorPlanModel.ts';
import type { FloorPlanView } from './floorPlanModel.ts';

export type { FloorPlanView } from './floorPlanModel.ts';

export interface FloorPlanCategory {
  readonly id: string;
  readonly label: string;
  readonly tone: Tone;
  /** The category's glyph: markers show it in the grouped view, so colour is never the only cue. */
  readonly icon: ReactNode;
}

export interface FloorPlanMarker {
  readonly id: string;
  /** The place's name: the marker's accessible name and the details' title. */
  readonly label: string;
  /** Id of its category; a category missing from `categories` is drawn neutral. */
  readonly category: string;
  /** Position on the plan, in percent of its height. */
  readonly top: number;
  /** Position on the plan, in percent of its width. */
  readonly left: number;
  /** The place's own glyph, shown in the "all" view. */
  readonly icon: ReactNode;
  readonly description: string;
  readonly features: readonly string[];
  /**
   * Notes a guest should read before going in (a temperature, a time, who should ask first),
   * shown below the features in its popover and in the list: a `NoteList`, or any part.
   */
  readonly notes?: ReactNode;
  /** An optional picture of the place, shown in its details. */
  readonly image?: ReactNode;
  /**
   * A short mark drawn on the marker, such as the place's number in a route. It is not read out:
   * say the order in text beside the plan.
   */
  readonly badge?: string;
  /** Where the guest is now: the marker is ringed and announced as the current location. */
  readonly current?: boolean;
}

/** Every word the plan says around its places, in one record. */
export interface FloorPlanLabels {
  /** Names the pair of view buttons. */
  readonly viewLabel: string;
  readonly showAllLabel: string;
  readonly groupLabel: string;
  readonly legendHeading: string;
  readonly summaryHeading: string;
  readonly listHeading: string;
  /** Names a place's list of features. */
  readonly featuresLabel: string;
  readonly closeLabel: string;
  /** Words for a tile's count, e.g. `(n) => `${n} locations``. */
  readonly countLabel: (count: number) => string;
  /** Said under the plan on narrow screens, where it pans sideways. */
  readonly panHint?: string;
}

export interface FloorPlanProps {
  /** The drawn plan (an image with width and height); markers are laid over it. */
  plan: ReactNode;
  /** Names the plan and its markers for assistive technology. */
  planLabel: string;
  markers: readonly FloorPlanMarker[];
  /** Categories in legend order; each tile counts the markers in its category. */
  categories: readonly FloorPlanCategory[];
  labels: FloorPlanLabels;
  value?: FloorPlanView;
  defaultValue?: FloorPlanView;
  onValueChange?: (value: FloorPlanView) => void;
  /** Level of the part's own headings (category headings go one deeper), to fit the outline. */
  headingLevel?: 2 | 3 | 4 | 5;
  /**
   * Whether the text list of places closes the plan (the default). `false` leaves it out, for a
   * page that renders it apart with `FloorPlanPlaces`, right after the plan, such as one that
   * hydrates the two in tasks of their own.
   */
  placeList?: boolean;
}

export interface FloorPlanPlacesProps {
  /** The plan's markers: each place is listed under its category, with its details. */
  markers: readonly FloorPlanMarker[];
  /** Categories in the plan's order; a marker's unknown category gets a group of its own. */
  categories: readonly FloorPlanCategory[];
  /** The list's heading and the name of a place's features (the plan's own `labels` will do). */
  labels: Pick<FloorPlanLabels, 'listHeading' | 'featuresLabel'>;
  /** Level of the list's heading (category headings go one deeper), as the plan's. */
  headingLevel?: 2 | 3 | 4 | 5;
}

function Swatch({ tone, icon }: { tone: Tone; icon: ReactNode }) {
  return (
    <span className={`${styles.swatch} ${styles.toneSolid[tone]}`} aria-hidden="true">
      {icon}
    </span>
  );
}

/** A place's features in its popover: a ticked list, named for screen readers. */
function PlaceFeatures({ features, label }: { features: readonly string[]; label: string }) {
  if (features.length === 0) return null;
  return (
    <ul role="list" className={styles.placeFeatures} aria-label={label}>
      {features.map((feature) => (
        <li key={feature} className={styles.placeFeature}>
          <span className={styles.placeFeatureIcon}>
            <Icon name="check" size="inherit" />
          </span>
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

function Details({ marker, featuresLabel }: { marker: FloorPlanMarker; featuresLabel: string }) {
  return (
    <div className={styles.details}>
      {marker.image}
      <p className={styles.detailsText}>{marker.description}</p>
      <p className={styles.featuresLabel}>{featuresLabel}</p>
      <ul className={styles.features}>
        {marker.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {marker.notes}
    </div>
  );
}

/**
 * A drawn site plan with a marker per place. Each marker is a button that opens the place's
 * details in a popover. The view buttons switch between all places in one colour and places
 * coloured by category (with a legend, and the category's glyph on each marker so colour is
 * never the only cue). Below the plan: a tile per category with its count, and a text list of
 * every place by category that works without the map, without pointer, and before scripts run.
 */
export function FloorPlan({
  plan,
  planLabel,
  markers,
  categories,
  labels,
  value,
  defaultValue = 'all',
  onValueChange,
  headingLevel = 3,
  placeList = true,
}: FloorPlanProps) {
  const {
    viewLabel,
    showAllLabel,
    groupLabel,
    legendHeading,
    summaryHeading,
    featuresLabel,
    closeLabel,
    countLabel,
    panHint,
  } = labels;
  const [view, setView] = useControllableState<FloorPlanView>(value, defaultValue, onValueChange);
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const Heading = headingTag(headingLevel);

  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const grouped = view === 'categories';

  const groups = groupMarkers(
    markers,
    categories.map((category) => category.id),
  );
  // A tile counts what the plan shows, so the two never disagree.
  const countOf = (categoryId: string) =>
    groups.find((group) => group.categoryId === categoryId)?.markers.length ?? 0;

  return (
    <div className={styles.root} data-view={view}>
      <div className={styles.toolbar}>
        <div className={styles.toggleGroup} role="group" aria-label={viewLabel}>
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={view === 'all'}
            onClick={() => setView('all')}
          >
            {showAllLabel}
          </button>
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={view === 'categories'}
            onClick={() => setView('categories')}
          >
            {groupLabel}
          </button>
        </div>
      </div>

      {grouped ? (
        <div className={styles.legend}>
          <Heading className={styles.legendHeading} id={`${baseId}-legend`}>
            {legendHeading}
          </Heading>
          <ul className={styles.legendList} aria-labelledby={`${baseId}-legend`}>
            {categories.map((category) => (
              <li key={category.id} className={styles.legendItem}>
                <Swatch tone={category.tone} icon={category.icon} />
                {category.label}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className={styles.planScroller}>
        <div className={styles.plan}>
          {plan}
          <ul className={styles.markerList} aria-label={planLabel}>
            {markers.map((marker) => {
              const category = categoryById.get(marker.category);
              const tone: Tone = grouped ? (category?.tone ?? 'neutral') : 'neutral';
              return (
                <li
                  key={marker.id}
                  className={styles.markerItem}
                  style={{ top: percentInside(marker.top), left: percentInside(marker.left) }}
                >
                  <Popover
                    title={marker.label}
                    description={marker.description}
                    image={marker.image}
                    closeLabel={closeLabel}
                    open={openId === marker.id}
                    onOpenChange={(next) => {
                      // Only one place's details at a time; a closing popover never shuts another.
                      setOpenId((current) =>
                        next ? marker.id : current === marker.id ? null : current,
                      );
                    }}
                    trigger={(triggerProps) => (
                      <button
                        {...triggerProps}
                        ref={triggerProps.ref as Ref<HTMLButtonElement>}
                        type="button"
                        className={`${styles.marker} ${grouped ? styles.markerTone[tone] : ''}`}
                        data-state={openId === marker.id ? 'open' : 'closed'}
                        data-category={marker.category}
                        aria-current={marker.current ? 'location' : undefined}
                      >
                        <span aria-hidden="true">
                          {grouped && category ? category.icon : marker.icon}
                        </span>
                        {marker.badge ? (
                          <span className={styles.markerBadge} aria-hidden="true">
                            {marker.badge}
                          </span>
                        ) : null}
                        <span className={styles.markerLabel}>{marker.label}</span>
                      </button>
                    )}
                  >
                    <PlaceFeatures features={marker.features} label={featuresLabel} />
                    {marker.notes}
                  </Popover>
                </li>
              );
            })}
          </ul>
        </div>
      </div>

      {panHint ? <p className={styles.panHint}>{panHint}</p> : null}

      <section className={styles.summary} aria-labelledby={`${baseId}-summary`}>
        <Heading className={styles.sectionHeading} id={`${baseId}-summary`}>
          {summaryHeading}
        </Heading>
        <ul className={styles.tiles}>
          {categories.map((category) => (
            <li key={category.id} className={styles.tile} data-category={category.id}>
              <Swatch tone={category.tone} icon={category.icon} />
              <span className={styles.tileLabel}>{category.label}</span>
              <span className={styles.tileCount}>{countLabel(countOf(category.id))}</span>
            </li>
          ))}
        </ul>
      </section>

      {placeList ? (
        <FloorPlanPlaces
          markers={markers}
          categories={categories}
          labels={labels}
          headingLevel={headingLevel}
        />
      ) : null}
    </div>
  );
}

/**
 * The plan's text list of places, by category, each with its details in a `<details>`: it works
 * without the map, without a pointer and before scripts run. `FloorPlan` closes with it; a page
 * that renders the plan with `placeList={false}` renders it here, right after.
 */
export function FloorPlanPlaces({
  markers,
  categories,
  labels,
  headingLevel = 3,
}: FloorPlanPlacesProps) {
  const { listHeading, featuresLabel } = labels;
  const baseId = useId();
  const Heading = headingTag(headingLevel);
  const SubHeading = headingTag((headingLevel + 1) as HeadingLevel);
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const groups = groupMarkers(
    markers,
    categories.map((category) => category.id),
  );
  return (
    <section className={styles.summary} aria-labelledby={`${baseId}-list`}>
      <Heading className={styles.sectionHeading} id={`${baseId}-list`}>
        {listHeading}
      </Heading>
      <div className={styles.groups}>
        {groups.map((group) => {
          const category = categoryById.get(group.categoryId);
          const headingId = `${baseId}-group-${group.categoryId}`;
          return (
            <div key={group.categoryId} className={styles.group}>
              <SubHeading className={styles.groupHeading} id={headingId}>
                <Swatch
                  tone={category?.tone ?? 'neutral'}
                  icon={category?.icon ?? group.markers[0]?.icon}
                />
                {category?.label ?? group.categoryId}
              </SubHeading>
              <ul className={styles.groupList} aria-labelledby={headingId}>
                {group.markers.map((marker) => (
                  <li key={marker.id}>
                    <details className={styles.entry}>
                      <summary className={styles.entrySummary}>{marker.label}</summary>
                      <Details marker={marker} featuresLabel={featuresLabel} />
                    </details>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
