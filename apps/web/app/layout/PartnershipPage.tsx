import { learnMoreAbout, partnershipBenefitsId, partnershipReveal } from '@alento/content';
import type { PartnershipItem, PartnershipPage as PartnershipRecord } from '@alento/content';
import { ButtonLink, FeatureList, Parallax, Section, StatStrip, VisuallyHidden } from '@alento/ui';
import type { MouseEvent, ReactNode } from 'react';
import { Hero } from '../lib/Hero.tsx';
import { iconName } from '../lib/icon.ts';
import { Media } from '../lib/Media.tsx';
import { moveToSection } from '../lib/moveToSection.ts';
import { Reveal } from '../lib/Reveal.tsx';
import * as styles from './PartnershipPage.css.ts';
import { Prose } from './Prose.tsx';

function features(items: readonly PartnershipItem[]) {
  return items.map((item) => ({
    icon: iconName(item.icon),
    title: item.title,
    description: item.description,
  }));
}

function Revealed({ children }: { children: ReactNode }) {
  return (
    <Reveal threshold={partnershipReveal.threshold} rootMargin={partnershipReveal.rootMargin}>
      {children}
    </Reveal>
  );
}

/**
 * The partnership landing and its land-stewardship variant: one structure, fed by a content
 * record. The route gives the heading, the record everything else.
 */
export function PartnershipPage({
  page,
  heading,
}: {
  page: PartnershipRecord;
  /** The page's heading, from its route's words. */
  heading: string;
}) {
  const { hero, vision, experience, philosophy, opportunities, benefits, contact } = page;
  const picture = <Media id={hero.image} priority />;

  const learnMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (moveToSection(partnershipBenefitsId)) event.preventDefault();
  };

  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        heading={heading}
        lede={hero.lede}
        media={hero.parallax === 0 ? picture : undefined}
        backdrop={
          hero.parallax === 0 ? undefined : <Parallax factor={hero.parallax}>{picture}</Parallax>
        }
        actions={
          <ButtonLink href={`#${partnershipBenefitsId}`} variant="onImage" onClick={learnMore}>
            {hero.learnMore}
            <VisuallyHidden>{` ${learnMoreAbout(benefits.heading)}`}</VisuallyHidden>
          </ButtonLink>
        }
      />
      <Section eyebrow={vision.eyebrow} heading={vision.heading}>
        <Revealed>
          <Prose paragraphs={vision.paragraphs} />
        </Revealed>
      </Section>
      <Section
        eyebrow={experience.eyebrow}
        heading={experience.heading}
        intro={experience.intro}
        tone="muted"
      >
        <Revealed>
          <StatStrip
            aria-label={experience.heading}
            items={experience.facts.map((fact) => ({ ...fact, key: fact.label }))}
          />
        </Revealed>
        <div className={styles.columns}>
          <Revealed>
            <h3 className={styles.subheading}>{experience.sanctumsHeading}</h3>
            <FeatureList items={features(experience.sanctums)} columns={1} level={4} />
          </Revealed>
          <Revealed>
            <h3 className={styles.subheading}>{experience.systemsHeading}</h3>
            <FeatureList items={features(experience.systems)} columns={1} level={4} />
          </Revealed>
        </div>
      </Section>
      <Section eyebrow={philosophy.eyebrow} heading={philosophy.heading}>
        <Revealed>
          <Prose paragraphs={philosophy.paragraphs} />
        </Revealed>
      </Section>
      <Section
        eyebrow={opportunities.eyebrow}
        heading={opportunities.heading}
        intro={opportunities.intro}
        tone="muted"
      >
        <Revealed>
          <FeatureList items={features(opportunities.items)} columns={3} />
        </Revealed>
      </Section>
      <Section
        id={partnershipBenefitsId}
        eyebrow={benefits.eyebrow}
        heading={benefits.heading}
        intro={benefits.intro}
      >
        <Revealed>
          <FeatureList items={features(benefits.items)} columns={3} />
        </Revealed>
      </Section>
      <Section
        eyebrow={contact.eyebrow}
        heading={contact.heading}
        intro={contact.intro}
        tone="muted"
        align="center"
      >
        <Revealed>
          <div className={styles.contact}>
            <div className={styles.actions}>
              <ButtonLink href={contact.chatHref} variant="primary" icon="chat" newTab>
                {contact.chatLabel}
              </ButtonLink>
              <ButtonLink href={contact.emailHref} variant="secondary" icon="mail">
                {contact.emailLabel}
              </ButtonLink>
            </div>
            <p className={styles.response}>{contact.response}</p>
          </div>
        </Revealed>
      </Section>
    </>
  );
}
