import { accessibilityPage, formatDate, siteConfig } from '@alento/content';
import { FeatureList, Link, Section } from '@alento/ui';
import { Prose } from '../layout/Prose.tsx';
import { RichProse } from '../layout/RichProse.tsx';
import { buildDate } from '../lib/build-date.ts';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=accessibilityPage';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/accessibility';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, accessibilityPage.heroImage);

const { status, limitations, preparation, feedback, enforcement } = accessibilityPage;

const points = (items: readonly { title: string; text: string }[]) =>
  items.map((item) => ({ title: item.title, description: item.text }));

export default function AccessibilityPage() {
  return (
    <MediaSet pictures={heroPicture}>
      <Hero
        eyebrow={accessibilityPage.eyebrow}
        heading={pageWords.heading}
        lede={accessibilityPage.lede}
        media={<Media id={accessibilityPage.heroImage} priority />}
      />
      <Section heading={status.heading}>
        <Prose>
          <RichProse prose={status.prose} />
        </Prose>
      </Section>
      <Section heading={limitations.heading} tone="muted">
        <FeatureList
          variant="bullets"
          aria-label={limitations.heading}
          items={points(limitations.points)}
        />
        <Prose paragraphs={[limitations.outside]} />
      </Section>
      <Section heading={preparation.heading} intro={preparation.intro}>
        <FeatureList
          variant="bullets"
          aria-label={preparation.heading}
          items={points(preparation.methods)}
        />
        <Prose paragraphs={[preparation.limits]}>
          {/* The build's day, written in the page's language. */}
          <p>
            {`${preparation.reviewedLabel}: `}
            <time dateTime={buildDate}>{formatDate(buildDate)}</time>
            {`, ${preparation.reviewedNote}`}
          </p>
        </Prose>
      </Section>
      <Section heading={feedback.heading} tone="muted">
        <Prose>
          <RichProse prose={feedback.prose} />
          <p>
            {`${feedback.emailLabel}: `}
            <Link href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Link>
          </p>
          <p>
            {`${feedback.phoneLabel}: `}
            <Link href={`tel:${siteConfig.phoneE164}`}>{siteConfig.phone}</Link>
          </p>
        </Prose>
      </Section>
      <Section heading={enforcement.heading}>
        <Prose>
          <RichProse prose={enforcement.prose} />
        </Prose>
      </Section>
    </MediaSet>
  );
}
