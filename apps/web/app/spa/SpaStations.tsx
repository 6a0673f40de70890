import { facilityCategory, spaSections } from '@alento/content';
import type { spaOverview, SpaStation } from '@alento/content';
import { Card, Grid, Icon, Section } from '@alento/ui';
import { pictures as facilityPictures } from 'virtual:alento-media/facilityMedia';
import { iconName } from '../lib/icon.ts';
import { Media, MediaSet } from '../lib/Media.tsx';
import { Reveal } from '../lib/Reveal.tsx';
import { StationNotes } from '../safety/StationNotes.tsx';
import * as styles from './SpaStations.css.ts';

/**
 * The spa circuit's stations, a card per section of the circuit, each card a block that hydrates
 * in its own turn (`Reveal`).
 */

/** A station on its section's card: its name and line, and for heat, cold or water, its notes. */
function Station({ station }: { station: SpaStation }) {
  return (
    <>
      <strong>{station.name}</strong>: {station.detail}
      {station.guidance ? <StationNotes id={station.guidance} collapsible /> : null}
    </>
  );
}

export interface SpaStationsProps {
  /** The section's words: the spa page's `intro`. */
  words: (typeof spaOverview)['intro'];
}

export function SpaStations({ words }: SpaStationsProps) {
  return (
    <MediaSet pictures={facilityPictures}>
      <Section eyebrow={words.eyebrow} heading={words.heading} intro={words.body}>
        <Grid columns={{ base: 1, medium: 2, large: 3 }} gap="large">
          {spaSections.map((section) => {
            const category = 'category' in section ? facilityCategory(section.category) : null;
            return (
              <Reveal key={section.id}>
                <Card
                  title={section.title}
                  eyebrow={
                    <span className={styles.eyebrow}>
                      <Icon name={iconName(section.icon)} size="inherit" />
                      {category?.label ?? words.acrossLabel}
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
              </Reveal>
            );
          })}
        </Grid>
      </Section>
    </MediaSet>
  );
}
