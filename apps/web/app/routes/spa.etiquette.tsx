import { etiquettePage, houseRuleGroups } from '@alento/content';
import { Card, FeatureList, Grid, Section } from '@alento/ui';
import { GroupedPage } from '../layout/GroupedPage.tsx';
import { plainParagraph, RichProse } from '../layout/RichProse.tsx';
import { iconName } from '../lib/icon.ts';
import { heroPreload, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=etiquettePage';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/spa/etiquette';
import { Reveal } from '../lib/Reveal.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, etiquettePage.heroImage);

const { packing, closing } = etiquettePage;

export default function EtiquettePage() {
  return (
    <MediaSet pictures={heroPicture}>
      <GroupedPage
        hero={{
          heading: pageWords.heading,
          eyebrow: etiquettePage.eyebrow,
          lede: etiquettePage.intro,
          image: etiquettePage.heroImage,
        }}
        groups={houseRuleGroups}
        renderGroup={(group) => (
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
        )}
        closing={closing}
      >
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
      </GroupedPage>
    </MediaSet>
  );
}
