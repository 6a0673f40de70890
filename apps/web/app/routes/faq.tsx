import { faqGroups, faqPage } from '@alento/content';
import { Card, Grid, Link } from '@alento/ui';
import { GroupedPage } from '../layout/GroupedPage.tsx';
import { plainParagraph, RichProse } from '../layout/RichProse.tsx';
import { heroPreload, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=faqPage';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/faq';
import { Reveal } from '../lib/Reveal.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, faqPage.heroImage);

/**
 * Every question is a heading (a screen reader jumps from one to the next) and every answer is
 * in the prerendered page, drawn from the blocks the build parsed from the team's Markdown, so
 * nothing waits for a script; the FAQPage JSON-LD is built from the same records, word for word.
 */
export default function FaqPage() {
  return (
    <MediaSet pictures={heroPicture}>
      <GroupedPage
        hero={{
          heading: pageWords.heading,
          eyebrow: faqPage.eyebrow,
          lede: faqPage.intro,
          image: faqPage.heroImage,
        }}
        groups={faqGroups}
        renderGroup={(group) => (
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
        )}
        closing={faqPage.closing}
      />
    </MediaSet>
  );
}
