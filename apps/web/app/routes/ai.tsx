import { aiBenefits, aiSteps, aiTechnology, aiWellnessPage } from '@alento/content';
import { Card, FeatureList, Grid, Icon, Section, StepList } from '@alento/ui';
import { ClosingSection } from '../layout/ClosingSection.tsx';
import { PageActionButton } from '../layout/PageActions.tsx';
import { Prose } from '../layout/Prose.tsx';
import { iconName } from '../lib/icon.ts';
import { definePage } from '../lib/definePage.tsx';
import { Reveal } from '../lib/Reveal.tsx';
import { Hero } from '../lib/Hero.tsx';
import { pictures as heroPictures } from 'virtual:alento-media/heroMedia?in=aiWellnessPage';
import pageWords from 'virtual:alento-page-words/ai';

const page = definePage({
  words: pageWords,
  hero: { pictures: heroPictures, image: aiWellnessPage.hero.image },
});

export const meta = page.meta;

export const links = page.links;

const { hero, privacy, steps, benefits, technology, closing } = aiWellnessPage;

export default function AiPage() {
  return (
    <page.Pictures>
      <Hero
        heading={page.words.heading}
        eyebrow={hero.eyebrow}
        lede={hero.intro}
        media={page.heroMedia}
        actions={<PageActionButton action={hero.action} size="large" />}
      />
      {/* Said plainly before anything else: what the "AI" is, and where the answers go. */}
      <Section heading={privacy.heading} tone="muted">
        <Prose paragraphs={privacy.paragraphs} />
      </Section>
      <Section eyebrow={steps.eyebrow} heading={steps.heading}>
        <Reveal>
          <StepList
            aria-label={steps.heading}
            layout="row"
            steps={aiSteps.map((step) => ({ title: step.title, text: step.description }))}
          />
        </Reveal>
      </Section>
      <Section heading={benefits.heading} intro={benefits.intro} tone="muted">
        <Grid as="list" aria-label={benefits.heading} columns={{ base: 1, medium: 2, large: 3 }}>
          {aiBenefits.map((benefit) => (
            <Reveal key={benefit.id}>
              <Card
                title={benefit.title}
                eyebrow={<Icon name={iconName(benefit.icon)} size="large" />}
              >
                {benefit.description}
              </Card>
            </Reveal>
          ))}
        </Grid>
      </Section>
      <Section eyebrow={technology.eyebrow} heading={technology.heading} intro={technology.intro}>
        <Reveal>
          <FeatureList
            columns={3}
            aria-label={technology.heading}
            items={aiTechnology.map((point) => ({
              icon: iconName(point.icon),
              title: point.title,
              description: point.description,
            }))}
          />
        </Reveal>
      </Section>
      <ClosingSection {...closing} tone="muted" />
    </page.Pictures>
  );
}
