import { transferPage, transferRequest } from '@alento/content';
import { Section, StatStrip, StepList } from '@alento/ui';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=transferRequest';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/location/transfer';
import { RequestPanel } from '../requests/RequestPanel.tsx';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, transferRequest.hero);

const page = transferRequest;

export default function TransferPage() {
  return (
    <MediaSet pictures={heroPicture}>
      <Hero
        eyebrow={page.eyebrow}
        heading={pageWords.heading}
        lede={page.intro}
        media={<Media id={page.hero} priority />}
      />
      <Section heading={transferPage.timesHeading} intro={transferPage.timesIntro}>
        <StatStrip
          aria-label={transferPage.timesLabel}
          items={transferPage.times.map((time) => ({
            key: time.id,
            value: time.value,
            label: time.place,
          }))}
        />
      </Section>
      <Section heading={transferPage.howHeading} tone="muted">
        <StepList layout="row" level={3} steps={transferPage.how.map((title) => ({ title }))} />
      </Section>
      <RequestPanel page={page} />
    </MediaSet>
  );
}
