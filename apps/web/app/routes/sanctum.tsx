import { sanctumPage, sanctumPathways } from '@alento/content';
import { Card, Grid, Section, StepList } from '@alento/ui';
import { PageActionButton, PageActions } from '../layout/PageActions.tsx';
import { Prose } from '../layout/Prose.tsx';
import { definePage } from '../lib/definePage.tsx';
import { Media } from '../lib/Media.tsx';
import { Reveal } from '../lib/Reveal.tsx';
import { Hero } from '../lib/Hero.tsx';
import { pictures as heroPictures } from 'virtual:alento-media/heroMedia?in=sanctumPage';
import { pictures as featurePictures } from 'virtual:alento-media/featureMedia';
import pageWords from 'virtual:alento-page-words/sanctum';

const page = definePage({
  words: pageWords,
  hero: { pictures: heroPictures, image: sanctumPage.heroImage },
  pictures: [featurePictures],
});

export const meta = page.meta;

export const links = page.links;

const { philosophy, journey } = sanctumPage;

export default function SanctumPage() {
  return (
    <page.Pictures>
      <Hero heading={page.words.heading} lede={sanctumPage.intro} media={page.heroMedia} />
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
    </page.Pictures>
  );
}
