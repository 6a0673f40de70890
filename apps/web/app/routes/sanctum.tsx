import { sanctumPage, sanctumPathways } from '@alento/content';
import { Card, Grid, Section, StepList } from '@alento/ui';
import { PageActionButton, PageActions } from '../layout/PageActions.tsx';
import { Prose } from '../layout/Prose.tsx';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=sanctumPage';
import { pictures as featurePictures } from 'virtual:alento-media/featureMedia';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/sanctum';
import { Reveal } from '../lib/Reveal.tsx';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, sanctumPage.heroImage);

const pagePictures = [...heroPicture, ...featurePictures];

const { philosophy, journey } = sanctumPage;

export default function SanctumPage() {
  return (
    <MediaSet pictures={pagePictures}>
      <Hero
        heading={pageWords.heading}
        lede={sanctumPage.intro}
        media={<Media id={sanctumPage.heroImage} priority />}
      />
      <Section heading={sanctumPage.pathwaysHeading}>
        <Grid columns={{ base: 1, medium: 2 }} gap="large">
          {sanctumPathways.map((pathway) => (
            <Reveal key={pathway.id}>
              <Card
                title={pathway.title}
                subtitle={pathway.subtitle}
                media={<Media id={pathway.image} sizes="(min-width: 768px) 50vw, 100vw" />}
                highlights={pathway.highlights}
                action={<PageActionButton action={pathway.action} />}
              >
                {pathway.description}
              </Card>
            </Reveal>
          ))}
        </Grid>
      </Section>
      <Section heading={philosophy.heading} eyebrow={philosophy.eyebrow} tone="muted">
        <Reveal>
          <Prose paragraphs={philosophy.paragraphs} />
        </Reveal>
      </Section>
      <Section heading={journey.heading} eyebrow={journey.eyebrow} intro={journey.intro}>
        <Reveal>
          <StepList
            aria-label={journey.heading}
            layout="row"
            steps={journey.steps.map((step) => ({ title: step.title, text: step.description }))}
          />
        </Reveal>
        <Reveal>
          <PageActions actions={[journey.action]} />
        </Reveal>
      </Section>
    </MediaSet>
  );
}
