import { approachPage, wellnessPillars } from '@alento/content';
import { Button, Card, Grid, Icon, Section } from '@alento/ui';
import { Prose } from '../layout/Prose.tsx';
import { iconName } from '../lib/icon.ts';
import { definePage } from '../lib/definePage.tsx';
import { Reveal } from '../lib/Reveal.tsx';
import { Hero } from '../lib/Hero.tsx';
import { pictures as heroPictures } from 'virtual:alento-media/heroMedia?in=approachPage';
import pageWords from 'virtual:alento-page-words/approach';

const page = definePage({
  words: pageWords,
  hero: { pictures: heroPictures, image: approachPage.heroImage },
});

export const meta = page.meta;

export const links = page.links;

export default function ApproachPage() {
  return (
    <page.Pictures>
      <Hero heading={page.words.heading} lede={approachPage.intro} media={page.heroMedia} />
      <Section heading={approachPage.pillarsHeading}>
        <Grid columns={{ base: 1, medium: 2, large: 4 }}>
          {wellnessPillars.map((pillar, index) => (
            <Reveal key={pillar.id}>
              <Card
                title={pillar.title}
                eyebrow={
                  <>
                    <Icon name={iconName(pillar.icon)} size="inherit" />
                    {` ${approachPage.pillarEyebrow(index + 1)}`}
                  </>
                }
                action={
                  // The spec disables these buttons to /programs: they say so in words.
                  <Button
                    variant="secondary"
                    size="small"
                    unavailable={approachPage.programsUnavailable}
                  >
                    {approachPage.programsButton}
                  </Button>
                }
              >
                {pillar.description}
              </Card>
            </Reveal>
          ))}
        </Grid>
      </Section>
      <Section heading={approachPage.closing.heading} tone="muted" align="center">
        <Reveal>
          <Prose paragraphs={[approachPage.closing.text]} align="center" />
        </Reveal>
      </Section>
    </page.Pictures>
  );
}
