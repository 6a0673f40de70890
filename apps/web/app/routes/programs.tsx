import { journeys, journeysPage } from '@alento/content';
import { Card, Grid, Section } from '@alento/ui';
import { PageActionButton, PageActions } from '../layout/PageActions.tsx';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=journeysPage';
import { pictures as journeyPictures } from 'virtual:alento-media/journeyMedia';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/programs';
import { Reveal } from '../lib/Reveal.tsx';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, journeysPage.heroImage);

const pagePictures = [...heroPicture, ...journeyPictures];

const { concierge } = journeysPage;

export default function ProgramsPage() {
  return (
    <MediaSet pictures={pagePictures}>
      <Hero
        heading={pageWords.heading}
        lede={journeysPage.intro}
        media={<Media id={journeysPage.heroImage} priority />}
      />
      <Section heading={journeysPage.cardsHeading}>
        <Grid as="list" aria-label={pageWords.heading} columns={{ base: 1, medium: 2, large: 3 }}>
          {journeys.map((journey) => (
            <Reveal key={journey.id}>
              <Card
                title={journey.title}
                subtitle={journey.subtitle}
                media={
                  <Media
                    id={journey.image}
                    sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                  />
                }
                action={<PageActionButton action={journey.action} variant="secondary" />}
              >
                {journey.description}
              </Card>
            </Reveal>
          ))}
        </Grid>
      </Section>
      <Section
        eyebrow={concierge.eyebrow}
        heading={concierge.heading}
        intro={concierge.text}
        tone="muted"
        align="center"
      >
        <Reveal>
          <PageActions actions={concierge.actions} align="center" />
        </Reveal>
      </Section>
    </MediaSet>
  );
}
