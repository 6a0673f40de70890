import { approachPage, wellnessPillars } from '@alento/content';
import { Button, Card, Grid, Icon, Section } from '@alento/ui';
import { Prose } from '../layout/Prose.tsx';
import { iconName } from '../lib/icon.ts';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=approachPage';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/approach';
import { Reveal } from '../lib/Reveal.tsx';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, approachPage.heroImage);

export default function ApproachPage() {
  return (
    <MediaSet pictures={heroPicture}>
      <Hero
        heading={pageWords.heading}
        lede={approachPage.intro}
        media={<Media id={approachPage.heroImage} priority />}
      />
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
    </MediaSet>
  );
}
