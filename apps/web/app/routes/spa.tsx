import { chrome, facilityCategory, routeFor, spaHeroIntervalMs, spaPage } from '@alento/content';
import type { SpaStation } from '@alento/content';
import { Card, Carousel, Grid, Icon, Section, StepList } from '@alento/ui';
import { iconName } from '../lib/icon.ts';
import { GuestGuide } from '../layout/GuestGuide.tsx';
import { PageActions } from '../layout/PageActions.tsx';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as facilityPictures } from 'virtual:alento-media/facilityMedia';
import { pictures as spaHeroPictures } from 'virtual:alento-media/spaHeroMedia';
import { metaForLocation } from '../lib/meta.ts';
import { Reveal } from '../lib/Reveal.tsx';
import { StationNotes } from '../safety/StationNotes.tsx';
import * as styles from './spa.css.ts';
import { Hero } from '../lib/Hero.tsx';
import { HydrateLater } from '../lib/HydrateLater.tsx';

export const meta = metaForLocation;

export const links = () =>
  heroPreload(spaPage.hero.slides[0], '(min-width: 1024px) 960px, 100vw', spaHeroPictures);

const { hero, intro, sections, safety, sequences, actions, closing } = spaPage;
const captions = new Map(spaHeroPictures.map((picture) => [picture.key, picture.caption]));
/** The carousel's photographs, and the facilities' on the sections' cards. */
const pictures = [...spaHeroPictures, ...facilityPictures];

/** A station on its section's card: its name and line, and for heat, cold or water, its notes. */
function Station({ station }: { station: SpaStation }) {
  return (
    <>
      <strong>{station.name}</strong>: {station.detail}
      {station.guidance ? <StationNotes id={station.guidance} collapsible /> : null}
    </>
  );
}

export default function SpaPage() {
  const route = routeFor('/spa');
  return (
    <MediaSet pictures={pictures}>
      <Hero heading={route.heading} eyebrow={hero.eyebrow} lede={hero.intro} />

      <HydrateLater>
        <div className={styles.heroCarousel}>
          <Carousel
            label={hero.carouselLabel}
            previousLabel={hero.previousLabel}
            nextLabel={hero.nextLabel}
            pauseLabel={hero.pauseLabel}
            playLabel={hero.playLabel}
            slideLabel={chrome.position}
            interval={spaHeroIntervalMs}
            aspectRatio="16 / 9"
            hideStepControlsOnSmallScreens
            slides={hero.slides.map((key, index) => ({
              id: key,
              media: (
                <Media
                  id={key}
                  priority={index === 0}
                  fit="cover"
                  sizes="(min-width: 1024px) 960px, 100vw"
                />
              ),
              caption: captions.get(key),
            }))}
          />
        </div>
      </HydrateLater>

      <Section eyebrow={intro.eyebrow} heading={intro.heading} intro={intro.body}>
        <Grid columns={{ base: 1, medium: 2, large: 3 }} gap="large">
          {sections.map((section) => {
            const category = 'category' in section ? facilityCategory(section.category) : null;
            return (
              <Reveal key={section.id}>
                <Card
                  title={section.title}
                  eyebrow={
                    <span className={styles.eyebrow}>
                      <Icon name={iconName(section.icon)} size="inherit" />
                      {category?.label ?? intro.acrossLabel}
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

      <Section heading={safety.heading} intro={safety.body}>
        <PageActions actions={safety.actions} variants={['secondary']} />
      </Section>

      <Section
        eyebrow={sequences.eyebrow}
        heading={sequences.heading}
        intro={sequences.intro}
        tone="muted"
      >
        <Grid columns={{ base: 1, medium: 2 }} gap="large">
          {sequences.items.map((sequence) => (
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
      </Section>

      <GuestGuide />

      <Section heading={closing.heading} intro={closing.body} align="center" tone="muted">
        <PageActions actions={actions} align="center" size="large" />
      </Section>
    </MediaSet>
  );
}
