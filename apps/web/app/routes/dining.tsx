import { foodPage, foodPrinciples, foodVenues } from '@alento/content';
import { FeatureList, Section } from '@alento/ui';
import { PageActions } from '../layout/PageActions.tsx';
import { Prose } from '../layout/Prose.tsx';
import { Split } from '../layout/Split.tsx';
import { iconName } from '../lib/icon.ts';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=foodPage';
import { pictures as featurePictures } from 'virtual:alento-media/featureMedia';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/dining';
import { Reveal } from '../lib/Reveal.tsx';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, foodPage.heroImage);

const pagePictures = [...heroPicture, ...featurePictures];

// /dining and /food show this one page; /food names /dining as canonical (route table).

export default function DiningPage() {
  return (
    <MediaSet pictures={pagePictures}>
      <Hero
        heading={pageWords.heading}
        lede={foodPage.intro}
        media={<Media id={foodPage.heroImage} priority />}
      />
      {foodVenues.map((venue, index) => (
        <Section
          key={venue.id}
          eyebrow={venue.eyebrow}
          heading={venue.heading}
          tone={index % 2 === 1 ? 'muted' : undefined}
        >
          <Reveal>
            <Split
              mediaSide={index % 2 === 1 ? 'start' : 'end'}
              media={<Media id={venue.image} sizes="(min-width: 1024px) 50vw, 100vw" />}
            >
              <Prose paragraphs={venue.paragraphs} />
              <FeatureList
                variant="bullets"
                items={venue.highlights.map((h) => ({ description: h }))}
              />
              <PageActions actions={venue.actions} />
            </Split>
          </Reveal>
        </Section>
      ))}
      <Section heading={foodPage.principlesHeading} intro={foodPage.principlesIntro} align="center">
        <Reveal>
          <FeatureList
            columns={3}
            items={foodPrinciples.map((principle) => ({
              icon: iconName(principle.icon),
              title: principle.title,
              description: principle.description,
            }))}
          />
        </Reveal>
      </Section>
    </MediaSet>
  );
}
