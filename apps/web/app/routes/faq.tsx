import { faqGroups, faqPage } from '@alento/content';
import { Card, Grid, Link, Section } from '@alento/ui';
import { PageActions } from '../layout/PageActions.tsx';
import { plainParagraph, RichProse } from '../layout/RichProse.tsx';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=faqPage';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/faq';
import { Reveal } from '../lib/Reveal.tsx';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, faqPage.heroImage);

const { closing } = faqPage;

/**
 * Every question is a heading (a screen reader jumps from one to the next) and every answer is
 * in the prerendered page, drawn from the blocks the build parsed from the team's Markdown, so
 * nothing waits for a script; the FAQPage JSON-LD is built from the same records, word for word.
 */
export default function FaqPage() {
  return (
    <MediaSet pictures={heroPicture}>
      <Hero
        heading={pageWords.heading}
        eyebrow={faqPage.eyebrow}
        lede={faqPage.intro}
        media={<Media id={faqPage.heroImage} priority />}
      />
      {faqGroups.map((group, index) => (
        <Section
          key={group.id}
          id={group.id}
          heading={group.heading}
          tone={index % 2 === 0 ? 'default' : 'muted'}
        >
          <Grid columns={{ base: 1, medium: 2 }} gap="large">
            {group.questions.map((entry) => (
              <Reveal key={entry.id}>
                <Card
                  title={entry.question}
                  action={<Link href={entry.link.href}>{entry.link.label}</Link>}
                >
                  {plainParagraph(entry.answerProse) ?? <RichProse prose={entry.answerProse} />}
                </Card>
              </Reveal>
            ))}
          </Grid>
        </Section>
      ))}
      <Section heading={closing.heading} intro={closing.text} align="center">
        <PageActions actions={closing.actions} align="center" />
      </Section>
    </MediaSet>
  );
}
