import { stayAmenities, staysPage, stayTypes } from '@alento/content';
import { Card, FeatureList, Grid, Parallax, Section } from '@alento/ui';
import { ClosingSection } from '../layout/ClosingSection.tsx';
import { PageActions } from '../layout/PageActions.tsx';
import { iconName } from '../lib/icon.ts';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=staysPage';
import { pictures as featurePictures } from 'virtual:alento-media/featureMedia';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/stays';
import { Reveal } from '../lib/Reveal.tsx';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, staysPage.hero.image);

const pagePictures = [...heroPicture, ...featurePictures];

const { hero, closing } = staysPage;

export default function StaysPage() {
  return (
    <MediaSet pictures={pagePictures}>
      <Hero
        heading={pageWords.heading}
        eyebrow={hero.eyebrow}
        lede={hero.intro}
        backdrop={
          // Drifts down at half the scroll distance; still for people who ask for less motion.
          <Parallax factor={0.5}>
            <Media id={hero.image} priority />
          </Parallax>
        }
        actions={<PageActions actions={hero.actions} variants={['primary', 'onImage']} />}
      />
      <Section heading={staysPage.typesHeading} intro={staysPage.typesIntro}>
        <Grid columns={{ base: 1, medium: 2, large: 3 }}>
          {stayTypes.map((stay) => (
            <Reveal key={stay.id}>
              <Card title={stay.title} media={<Media id={stay.image} />} highlights={stay.features}>
                {stay.description}
              </Card>
            </Reveal>
          ))}
        </Grid>
      </Section>
      <Section heading={staysPage.amenitiesHeading} intro={staysPage.amenitiesIntro} tone="muted">
        <Reveal>
          <FeatureList
            columns={4}
            items={stayAmenities.map((amenity) => ({
              icon: iconName(amenity.icon),
              title: amenity.title,
              description: amenity.description,
            }))}
          />
        </Reveal>
      </Section>
      <ClosingSection {...closing} />
    </MediaSet>
  );
}
