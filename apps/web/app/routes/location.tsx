import {
  locationPage,
  mapLink,
  nearbyAttractions,
  siteConfig,
  transportOptions,
} from '@alento/content';
import { ButtonLink, Card, FeatureList, Grid, Section, StatStrip } from '@alento/ui';
import { PageActions } from '../layout/PageActions.tsx';
import { Prose } from '../layout/Prose.tsx';
import { iconName } from '../lib/icon.ts';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=locationPage';
import { pictures as planPictures } from 'virtual:alento-media/planMedia';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/location';
import { Reveal } from '../lib/Reveal.tsx';
import * as styles from './location.css.ts';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, locationPage.hero.image);

const pagePictures = [...heroPicture, ...planPictures];

const { hero, setting, map, travel, transport, attractions } = locationPage;
const { address } = siteConfig;

export default function LocationPage() {
  return (
    <MediaSet pictures={pagePictures}>
      <Hero
        heading={pageWords.heading}
        eyebrow={hero.eyebrow}
        lede={hero.intro}
        media={<Media id={hero.image} priority />}
      />
      <Section eyebrow={setting.eyebrow} heading={setting.heading}>
        <Reveal>
          <Prose paragraphs={setting.paragraphs} />
        </Reveal>
      </Section>
      <Section heading={map.heading} intro={map.intro} tone="muted">
        <Reveal>
          {/* An original drawing, not a map service: nothing is fetched from another host. */}
          <div className={styles.map}>
            <Media id={map.image} sizes="(min-width: 1280px) 1200px, 100vw" />
          </div>
          <div className={styles.mapFooter}>
            <address className={styles.address}>
              <span className={styles.addressName}>{siteConfig.name}</span>
              <br />
              {`${address.streetAddress}, ${address.postalCode} ${address.locality}`}
              <br />
              {`${address.region}, ${address.country}`}
            </address>
            <ButtonLink
              href={mapLink()}
              newTab
              variant="secondary"
              icon="external"
              iconPosition="trailing"
            >
              {map.openLabel}
            </ButtonLink>
          </div>
        </Reveal>
      </Section>
      <Section heading={travel.heading} intro={travel.intro}>
        <Reveal>
          <StatStrip
            aria-label={travel.label}
            items={travel.times.map((time) => ({
              key: time.id,
              value: time.value,
              label: time.place,
            }))}
          />
        </Reveal>
      </Section>
      <Section heading={transport.heading} intro={transport.intro} tone="muted">
        <Reveal>
          <FeatureList
            columns={3}
            aria-label={transport.heading}
            items={transportOptions.map((option) => ({
              icon: iconName(option.icon),
              title: option.title,
              description: option.description,
            }))}
          />
        </Reveal>
        <Reveal>
          <PageActions actions={transport.actions} />
        </Reveal>
      </Section>
      <Section heading={attractions.heading} intro={attractions.intro}>
        <Grid as="list" aria-label={attractions.heading} columns={{ base: 1, medium: 2, large: 3 }}>
          {nearbyAttractions.map((place) => (
            <Reveal key={place.id}>
              <Card title={place.name}>{place.description}</Card>
            </Reveal>
          ))}
        </Grid>
      </Section>
    </MediaSet>
  );
}
