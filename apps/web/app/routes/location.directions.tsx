import { directionsPage, mapLink, siteConfig } from '@alento/content';
import { ButtonLink, Card, Grid, Section } from '@alento/ui';
import { PageActions } from '../layout/PageActions.tsx';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/location/directions';
import { Reveal } from '../lib/Reveal.tsx';
import * as styles from './location.directions.css.ts';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

const { car, train, address, transfer } = directionsPage;
const place = siteConfig.address;

export default function DirectionsPage() {
  return (
    <>
      <Hero heading={pageWords.heading} lede={directionsPage.intro} />
      <Section heading={car.heading} intro={car.intro}>
        <Grid as="list" aria-label={car.heading} columns={{ base: 1, large: 3 }}>
          {car.routes.map((way) => (
            <Reveal key={way.id}>
              <Card
                title={way.heading}
                subtitle={
                  <>
                    {`${car.timeLabel} `}
                    <span className={styles.time}>{way.time}</span>
                  </>
                }
              >
                <ol className={styles.steps}>
                  {way.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </Card>
            </Reveal>
          ))}
        </Grid>
      </Section>
      <Section heading={train.heading} intro={train.intro} tone="muted">
        <Reveal>
          <ol className={styles.steps}>
            {train.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Reveal>
      </Section>
      <Section heading={address.heading} intro={address.intro}>
        <div className={styles.addressRow}>
          <address className={styles.address}>
            <span className={styles.addressName}>{siteConfig.name}</span>
            <br />
            {place.streetAddress}
            <br />
            {`${place.postalCode} ${place.locality}`}
            <br />
            {`${place.region}, ${place.country}`}
          </address>
          {/* An outbound link only: the map host hears nothing until a guest follows it. */}
          <ButtonLink
            href={mapLink()}
            newTab
            variant="secondary"
            icon="external"
            iconPosition="trailing"
          >
            {address.mapLabel}
          </ButtonLink>
        </div>
      </Section>
      <Section heading={transfer.heading} intro={transfer.intro} tone="muted">
        <PageActions actions={transfer.actions} />
      </Section>
    </>
  );
}
