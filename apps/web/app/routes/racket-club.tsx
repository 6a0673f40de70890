import { chrome, racketClubPage, racketGallery, racketSports } from '@alento/content';
import { Card, Carousel, FeatureList, Grid, Section } from '@alento/ui';
import { ClosingSection } from '../layout/ClosingSection.tsx';
import { Note, Prose } from '../layout/Prose.tsx';
import { iconName } from '../lib/icon.ts';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=racketClubPage';
import { pictures as racketPictures } from 'virtual:alento-media/racketMedia';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/racket-club';
import { Reveal } from '../lib/Reveal.tsx';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, racketClubPage.heroImage);

const pagePictures = [...heroPicture, ...racketPictures];

const { gallery, philosophy, longevity, closing } = racketClubPage;

const captions = new Map(racketPictures.map((picture) => [picture.key, picture.caption]));

export default function RacketClubPage() {
  return (
    <MediaSet pictures={pagePictures}>
      <Hero
        heading={pageWords.heading}
        lede={racketClubPage.intro}
        media={<Media id={racketClubPage.heroImage} priority />}
      />
      <Section heading={racketClubPage.galleryHeading}>
        <Reveal>
          <Carousel
            label={gallery.label}
            previousLabel={gallery.previous}
            nextLabel={gallery.next}
            pauseLabel={gallery.pause}
            playLabel={gallery.play}
            slideLabel={chrome.position}
            slidesPerView={{ base: 1, medium: 2, large: 3 }}
            hideStepControlsOnSmallScreens
            aspectRatio="4 / 3"
            slides={racketGallery.map((key) => ({
              id: key,
              media: (
                <Media id={key} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" />
              ),
              caption: captions.get(key),
            }))}
          />
        </Reveal>
      </Section>
      <Section heading={racketClubPage.sportsHeading} intro={racketClubPage.sportsIntro}>
        <Grid columns={{ base: 1, medium: 2 }}>
          {racketSports.map((sport) => (
            <Reveal key={sport.id}>
              <Card title={sport.title} highlights={sport.features}>
                {sport.description}
              </Card>
            </Reveal>
          ))}
        </Grid>
      </Section>
      <Section heading={philosophy.heading} tone="muted">
        <Reveal>
          <Prose paragraphs={[philosophy.text]} />
        </Reveal>
      </Section>
      <Section
        heading={longevity.heading}
        eyebrow={longevity.eyebrow}
        intro={longevity.intro}
        tone="inverse"
      >
        <Reveal>
          <FeatureList
            tone="inverse"
            columns={3}
            items={longevity.benefits.map((benefit) => ({
              icon: iconName(benefit.icon),
              title: benefit.title,
              description: benefit.description,
            }))}
          />
        </Reveal>
        <Reveal>
          <Note>{longevity.source}</Note>
        </Reveal>
      </Section>
      <ClosingSection {...closing} />
    </MediaSet>
  );
}
