import { spaSequences } from '@alento/content';
import { Card, Grid, Section, StepList } from '@alento/ui';
import { PageActions } from '../layout/PageActions.tsx';
import { Reveal } from '../lib/Reveal.tsx';
import * as styles from './SpaSequences.css.ts';

/**
 * The spa's guided sequences, a card of steps each, each card a block (`Reveal`), and the way to
 * the planner where a guest begins their own circuit from one of them.
 */
export function SpaSequences() {
  return (
    <Section
      eyebrow={spaSequences.eyebrow}
      heading={spaSequences.heading}
      intro={spaSequences.intro}
      tone="muted"
    >
      <Grid columns={{ base: 1, medium: 2 }} gap="large">
        {spaSequences.items.map((sequence) => (
          <Reveal key={sequence.id}>
            <Card title={sequence.title} subtitle={sequence.duration}>
              <div className={styles.sequence}>
                <p>{sequence.summary}</p>
                <StepList steps={sequence.steps.map((step) => ({ title: step }))} level={4} />
              </div>
            </Card>
          </Reveal>
        ))}
      </Grid>
      <PageActions actions={[spaSequences.planner]} variants={['secondary']} />
    </Section>
  );
}
