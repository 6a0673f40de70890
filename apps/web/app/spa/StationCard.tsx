import { facilityCategory, spaOverview, spaSections } from '@alento/content';
import type { SpaSectionId, SpaStation } from '@alento/content';
import { Card, Icon } from '@alento/ui';
import { pictures as facilityPictures } from 'virtual:alento-media/facilityMedia?in=spaSections';
import { iconName } from '../lib/icon.ts';
import { Media, MediaSet } from '../lib/Media.tsx';
import { Reveal } from '../lib/Reveal.tsx';
import { StationNotes } from '../safety/StationNotes.tsx';
import * as styles from './StationCard.css.ts';

/** A station on its section's card: its name and line, and for heat, cold or water, its notes. */
function Station({ station }: { station: SpaStation }) {
  return (
    <>
      <strong>{station.name}</strong>
      {`: ${station.detail}`}
      {station.guidance ? <StationNotes id={station.guidance} collapsible /> : null}
    </>
  );
}

const sections = new Map(spaSections.map((section) => [section.id, section]));

/**
 * A section of the spa circuit as its card, with the circuit's words and pictures: a module the
 * spa page loads apart from itself (`SpaStations`), each card a block of its own. (Its `Reveal`
 * hydrates with the card, as a block inside another does.)
 */
export default function StationCard({ id }: { id: SpaSectionId }) {
  const section = sections.get(id);
  if (!section) throw new Error(`No section of the spa circuit is "${id}"`);
  const category = 'category' in section ? facilityCategory(section.category) : null;
  return (
    <Reveal>
      <MediaSet pictures={facilityPictures}>
        <Card
          title={section.title}
          eyebrow={
            <span className={styles.eyebrow}>
              <Icon name={iconName(section.icon)} size="inherit" />
              {category?.label ?? spaOverview.intro.acrossLabel}
            </span>
          }
          tone={category?.tone}
          media={
            'image' in section ? (
              <Media
                id={section.image}
                sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
              />
            ) : undefined
          }
          highlights={section.stations.map((station: SpaStation) => (
            <Station key={station.name} station={station} />
          ))}
        >
          {section.body}
        </Card>
      </MediaSet>
    </Reveal>
  );
}
