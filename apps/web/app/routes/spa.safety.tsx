import { allStationGuidance, guidanceLabels, safetyPage } from '@alento/content';
import { FeatureList, Section, StepList, Table } from '@alento/ui';
import { PageActions } from '../layout/PageActions.tsx';
import { Prose } from '../layout/Prose.tsx';
import { iconName } from '../lib/icon.ts';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=safetyPage';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/spa/safety';
import { Reveal } from '../lib/Reveal.tsx';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, safetyPage.heroImage);

const { rhythm, hydration, signs, askFirst, hosts, table, closing } = safetyPage;

/** Lines of a cell, each kept whole: the plunge pools' hot side above their cold one. */
const lines = (texts: readonly string[]) =>
  texts.flatMap((text, index) => (index === 0 ? [text] : [<br key={index} />, text]));

/** Every station of heat, cold or water, in the order of the circuit's rhythm. */
const stationRows = allStationGuidance().map((guidance) => ({
  key: guidance.id,
  cells: {
    station: guidance.name,
    temperature: lines(guidance.temperatureLines),
    time: guidance.minutes,
  },
}));

const points = (items: typeof askFirst.items | typeof hosts.items) =>
  items.map((item) => ({
    icon: iconName(item.icon),
    title: item.title,
    description: item.description,
  }));

export default function SafetyPage() {
  return (
    <MediaSet pictures={heroPicture}>
      <Hero
        heading={pageWords.heading}
        lede={safetyPage.intro}
        media={<Media id={safetyPage.heroImage} priority />}
      />
      <Section eyebrow={rhythm.eyebrow} heading={rhythm.heading} intro={rhythm.intro}>
        <StepList steps={rhythm.steps} />
      </Section>
      <Section heading={hydration.heading} tone="muted">
        <Prose paragraphs={hydration.paragraphs} />
      </Section>
      <Section heading={signs.heading} intro={signs.intro}>
        <FeatureList
          variant="bullets"
          aria-label={signs.heading}
          // Signs to stop at, so a warning mark, not the tick that says all is well.
          items={signs.items.map((sign) => ({ description: sign, icon: 'warning' }))}
        />
        <Prose paragraphs={[signs.then]} />
      </Section>
      <Section heading={askFirst.heading} intro={askFirst.intro} tone="muted">
        <Reveal>
          <FeatureList columns={3} items={points(askFirst.items)} />
        </Reveal>
      </Section>
      <Section heading={hosts.heading} intro={hosts.intro}>
        <Reveal>
          <FeatureList columns={3} items={points(hosts.items)} />
        </Reveal>
      </Section>
      <Section eyebrow={table.eyebrow} heading={table.heading} intro={table.intro} tone="muted">
        <Table
          caption={table.caption}
          columns={[
            { key: 'station', label: table.stationLabel },
            { key: 'temperature', label: guidanceLabels.temperature, nowrap: true },
            { key: 'time', label: table.timeLabel },
          ]}
          rows={stationRows}
        />
      </Section>
      <Section heading={closing.heading} intro={closing.body} align="center">
        <PageActions actions={closing.actions} align="center" />
      </Section>
    </MediaSet>
  );
}
