import { spaSectionIds } from '@alento/content';
import type { spaOverview } from '@alento/content';
import { Grid, Section } from '@alento/ui';
import { laterBlock } from '../lib/laterBlock.tsx';
// The cards' styles, in the page's own stylesheet: their prerendered markup needs them from the
// first paint, before the cards' module arrives (`laterBlock`).
import './StationCard.css.ts';

/**
 * The spa circuit's stations, a card per section of the circuit. The sections' words (most of
 * what the page would carry) and the cards come in a module of their own (`StationCard.tsx`),
 * loaded after the page's first hydration; each card is a block that hydrates in its own turn,
 * so no one task holds them all.
 */
const StationCard = laterBlock(() => import('./StationCard.tsx'));

export interface SpaStationsProps {
  /** The section's words: the spa page's `intro`. */
  words: (typeof spaOverview)['intro'];
}

export function SpaStations({ words }: SpaStationsProps) {
  return (
    <Section eyebrow={words.eyebrow} heading={words.heading} intro={words.body}>
      <Grid columns={{ base: 1, medium: 2, large: 3 }} gap="large">
        {spaSectionIds.map((id) => (
          <StationCard key={id} id={id} />
        ))}
      </Grid>
    </Section>
  );
}
