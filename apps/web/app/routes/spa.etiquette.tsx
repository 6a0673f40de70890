import { etiquettePage, houseRuleGroups } from '@alento/content';
import { Card, FeatureList, Grid, Section } from '@alento/ui';
import { PageActions } from '../layout/PageActions.tsx';
import { plainParagraph, RichProse } from '../layout/RichProse.tsx';
import { iconName } from '../lib/icon.ts';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=etiquettePage';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/spa/etiquette';
import { Reveal } from '../lib/Reveal.tsx';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, etiquettePage.heroImage);

const { packing, closing } = etiquettePage;

export default function EtiquettePage() {
  return (
    <MediaSet pictures={heroPicture}>
      <Hero
        heading={pageWords.heading}
        eyebrow={etiquettePage.eyebrow}
        lede={etiquettePage.intro}
        media={<Media id={etiquettePage.heroImage} priority />}
      />
      {houseRuleGroups.map((group, index) => (
        <Section
          key={group.id}
          id={group.id}
          heading={group.heading}
          intro={group.intro}
          tone={index % 2 === 0 ? 'default' : 'muted'}
        >
          <Reveal>
            <FeatureList
              items={group.rules.map((rule) => ({
                icon: iconName(rule.icon),
                title: rule.title,
                description: plainParagraph(rule.prose) ?? <RichProse prose={rule.prose} />,
              }))}
              columns={3}
            />
          </Reveal>
        </Section>
      ))}
      <Section
        id="packing"
        eyebrow={packing.eyebrow}
        heading={packing.heading}
        intro={packing.intro}
        tone="muted"
      >
        <Grid columns={{ base: 1, medium: 3 }} gap="large">
          {packing.lists.map((list) => (
            <Reveal key={list.id}>
              <Card title={list.title} highlights={list.items} />
            </Reveal>
          ))}
          <Reveal>
            <Card title={packing.leave.title}>{packing.leave.text}</Card>
          </Reveal>
        </Grid>
      </Section>
      <Section heading={closing.heading} intro={closing.text} align="center">
        <PageActions actions={closing.actions} align="center" />
      </Section>
    </MediaSet>
  );
}
