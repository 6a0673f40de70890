import { conciergePage } from '@alento/content';
import { Button, ButtonLink, Card, Grid } from '@alento/ui';
import { memo } from 'react';
import * as styles from './Concierge.css.ts';
import type { PlannedJourney } from './plan.ts';

const copy = conciergePage.recommendations;

function Closing({ plan }: { plan: PlannedJourney | null }) {
  return (
    <div className={styles.actions}>
      {plan ? <ButtonLink href={plan.requestHref}>{copy.carry}</ButtonLink> : null}
      {plan ? (
        <ButtonLink href={plan.plannerHref} variant="secondary">
          {copy.shape}
        </ButtonLink>
      ) : null}
      <ButtonLink href="/booking" variant={plan ? 'secondary' : 'primary'}>
        {copy.book}
      </ButtonLink>
      <ButtonLink href="/contact" variant="secondary">
        {copy.contact}
      </ButtonLink>
    </div>
  );
}

/**
 * Before an assessment: the fixed recommendations. After one: the journey the wellness rules
 * derived from the answers, each choice with the reason behind it.
 */
export const Recommendations = memo(function Recommendations({
  plan,
  onRetake,
}: {
  plan: PlannedJourney | null;
  onRetake: () => void;
}) {
  if (!plan) {
    return (
      <div className={styles.panelBody}>
        <div>
          <h3 className={styles.panelHeading}>{copy.fixedHeading}</h3>
          <p className={styles.panelIntro}>{copy.fixedIntro}</p>
        </div>
        <Grid as="list" columns={{ base: 1, medium: 3 }} aria-label={copy.fixedHeading}>
          {copy.fixed.map((item) => (
            <Card key={item.title} title={item.title} level={4}>
              {item.description}
            </Card>
          ))}
        </Grid>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onRetake}>
            {copy.takeAssessment}
          </Button>
        </div>
        <Closing plan={null} />
      </div>
    );
  }

  const { journey } = plan;

  return (
    <div className={styles.panelBody}>
      <div>
        <h3 className={styles.panelHeading}>{copy.journeyHeading}</h3>
        <p className={styles.mode}>
          <span className={styles.modeLabel}>{copy.modeLabel}</span>
          <strong className={styles.modeName}>
            {journey.mode.name} — {journey.mode.title}
          </strong>
        </p>
        <p className={styles.panelIntro}>{journey.modeWhy}</p>
      </div>
      <dl className={styles.journey}>
        <div className={styles.journeyItem}>
          <dt className={styles.term}>{copy.sequenceLabel}</dt>
          <dd>
            <p className={styles.choice}>{journey.sequence.title}</p>
            <p className={styles.why}>{journey.sequenceWhy}</p>
          </dd>
        </div>
        <div className={styles.journeyItem}>
          <dt className={styles.term}>{copy.stationsLabel}</dt>
          <dd>
            <ol className={styles.stations}>
              {journey.stations.map((station) => (
                <li key={station.id} className={styles.station}>
                  <p className={styles.choice}>{station.name}</p>
                  <p className={styles.why}>{station.why}</p>
                </li>
              ))}
            </ol>
          </dd>
        </div>
        <div className={styles.journeyItem}>
          <dt className={styles.term}>{copy.touchlessLabel}</dt>
          <dd>
            <p className={styles.choice}>{journey.touchless.name}</p>
            <p className={styles.why}>{journey.touchlessWhy}</p>
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button variant="ghost" icon="arrow-left" onClick={onRetake}>
          {copy.retake}
        </Button>
      </div>
      <Closing plan={plan} />
    </div>
  );
});
