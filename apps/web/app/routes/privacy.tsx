import { privacyPage, siteConfig } from '@alento/content';
import { Card, FeatureList, Link, Section } from '@alento/ui';
import { contactFormSends } from '../contact/endpoint.ts';
import { newsletterEndpoint } from '../newsletter/endpoint.ts';
import { requestsSend } from '../requests/endpoint.ts';
import { Prose } from '../layout/Prose.tsx';
import { RichProse } from '../layout/RichProse.tsx';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=privacyPage';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/privacy';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, privacyPage.heroImage);

const { summary, controller, forms, storage, server, elsewhere, rights } = privacyPage;
const { address } = siteConfig;

/** What the contact form and the request pages of this build do with what a guest sends. */
const contactFormPractice = contactFormSends() ? forms.contactForm.sent : forms.contactForm.kept;
const requestPractice = requestsSend ? forms.requestPages.sent : forms.requestPages.kept;
const newsletterPractice = newsletterEndpoint ? forms.newsletter.sent : forms.newsletter.kept;

const points = (items: readonly { title: string; text: string }[]) =>
  items.map((item) => ({ title: item.title, description: item.text }));

export default function PrivacyPage() {
  return (
    <MediaSet pictures={heroPicture}>
      <Hero
        eyebrow={privacyPage.eyebrow}
        heading={pageWords.heading}
        lede={privacyPage.lede}
        media={<Media id={privacyPage.heroImage} priority />}
      />
      <Section heading={summary.heading}>
        <FeatureList
          variant="bullets"
          aria-label={summary.heading}
          items={points(summary.points)}
        />
      </Section>
      <Section heading={controller.heading} intro={controller.intro} tone="muted">
        <Card title={siteConfig.legalName}>
          <p>
            {address.streetAddress}
            <br />
            {`${address.postalCode} ${address.locality}`}
            <br />
            {`${address.region}, ${address.country}`}
          </p>
          <p>
            {`${controller.emailLabel}: `}
            <Link href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Link>
          </p>
        </Card>
      </Section>
      <Section heading={forms.heading}>
        <FeatureList
          variant="bullets"
          aria-label={forms.heading}
          items={points([
            { title: forms.contactForm.title, text: contactFormPractice },
            { title: forms.requestPages.title, text: requestPractice },
            ...forms.points,
            { title: forms.newsletter.title, text: newsletterPractice },
          ])}
        />
      </Section>
      <Section heading={storage.heading} intro={storage.intro} tone="muted">
        <FeatureList
          variant="bullets"
          aria-label={storage.heading}
          items={[...storage.local, ...storage.session, ...storage.offline].map((entry) => ({
            // A name in code, written as the code writes it: not a word to translate.
            title: (
              <code lang="en" translate="no">
                {entry.key}
              </code>
            ),
            description: entry.text,
          }))}
        />
        <Prose>
          <RichProse prose={storage.notesProse} />
        </Prose>
      </Section>
      <Section heading={server.heading}>
        <Prose>
          <RichProse prose={server.prose} />
        </Prose>
      </Section>
      <Section heading={elsewhere.heading} tone="muted">
        <Prose>
          <RichProse prose={elsewhere.prose} />
        </Prose>
      </Section>
      <Section heading={rights.heading}>
        <Prose>
          <RichProse prose={rights.prose} />
        </Prose>
      </Section>
    </MediaSet>
  );
}
