import { formatEuros, homePage } from '@alento/content';
import {
  ButtonLink,
  Card,
  FeatureList,
  Grid,
  Section,
  StatStrip,
  Testimonial,
  VisuallyHidden,
} from '@alento/ui';
import { iconName } from '../lib/icon.ts';
import { PageActions } from '../layout/PageActions.tsx';
import { Split } from '../layout/Split.tsx';
import { HydrateLater } from '../lib/HydrateLater.tsx';
import { laterBlock } from '../lib/laterBlock.tsx';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
// The home page's hero, and the AI page's, which its AI section shows.
import { pictures as heroPictures } from 'virtual:alento-media/heroMedia?in=homePage';
import { pictures as featurePictures } from 'virtual:alento-media/featureMedia';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/home';
import { Reveal } from '../lib/Reveal.tsx';
import * as styles from './home.css.ts';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPictures, homePage.hero.image);

const pagePictures = [...heroPictures, ...featurePictures];

const { hero, why, signatures, ai, floorPlan, testimonial, stats, closing, banner } = homePage;

/**
 * The floor plan and its list of facilities: their words and pictures load apart from the page
 * (`laterBlock`), and each hydrates in its own turn.
 */
const FacilityPlan = laterBlock(() => import('../floor-plan/FacilityPlan.tsx'));

export default function HomePage() {
  return (
    <MediaSet pictures={pagePictures}>
      <Hero
        heading={pageWords.heading}
        eyebrow={hero.eyebrow}
        lede={hero.intro}
        media={<Media id={hero.image} priority sizes="100vw" />}
        actions={
          <PageActions actions={hero.actions} variants={['primary', 'onImage']} size="large" />
        }
      />

      <Reveal>
        <Section eyebrow={why.eyebrow} heading={why.heading} intro={why.intro} align="center">
          <FeatureList
            columns={3}
            items={why.benefits.map((benefit) => ({
              icon: iconName(benefit.icon),
              title: benefit.title,
              description: benefit.description,
            }))}
          />
        </Section>
      </Reveal>

      <Reveal>
        <Section
          eyebrow={signatures.eyebrow}
          heading={signatures.heading}
          intro={signatures.intro}
          tone="muted"
        >
          <Grid columns={{ base: 1, medium: 2 }} gap="large">
            {signatures.experiences.map((experience) => (
              <Card
                key={experience.id}
                title={experience.title}
                media={<Media id={experience.image} sizes="(min-width: 768px) 50vw, 100vw" />}
                meta={[
                  <span key="duration">
                    <span className={styles.metaLabel}>{`${signatures.durationLabel}: `}</span>
                    {experience.duration}
                  </span>,
                  <span key="price">
                    <span className={styles.metaLabel}>{`${signatures.priceLabel}: `}</span>
                    {formatEuros(experience.price)}
                  </span>,
                ]}
                highlights={experience.highlights}
                action={
                  <ButtonLink href={experience.action.href}>
                    {experience.action.label}
                    <VisuallyHidden>{`: ${experience.title}`}</VisuallyHidden>
                  </ButtonLink>
                }
              >
                {experience.description}
              </Card>
            ))}
          </Grid>
        </Section>
      </Reveal>

      <Reveal>
        <Section eyebrow={ai.eyebrow} heading={ai.heading}>
          <Split media={<Media id={ai.image} sizes="(min-width: 1024px) 40vw, 100vw" />}>
            <p>{ai.body}</p>
            <FeatureList
              variant="bullets"
              items={ai.points.map((point) => ({ description: point }))}
            />
            <PageActions actions={[ai.action]} variants={['secondary']} />
          </Split>
        </Section>
      </Reveal>

      <Section eyebrow={floorPlan.eyebrow} heading={floorPlan.heading} intro={floorPlan.intro}>
        <div className={styles.floorPlan}>
          <FacilityPlan words={floorPlan} part="plan" />
          <FacilityPlan words={floorPlan} part="places" />
        </div>
        <PageActions actions={[floorPlan.planner]} variants={['secondary']} />
      </Section>

      <Reveal>
        <Section
          eyebrow={stats.eyebrow}
          heading={testimonial.heading}
          tone="inverse"
          align="center"
        >
          <Testimonial
            quote={testimonial.quote}
            author={testimonial.name}
            source={testimonial.detail}
            tone="inverse"
            align="center"
          />
          <StatStrip
            tone="inverse"
            items={stats.items.map((stat) => ({ key: stat.label, ...stat }))}
          />
        </Section>
      </Reveal>

      <Reveal>
        <Section heading={closing.heading} intro={closing.body} align="center">
          <PageActions actions={closing.actions} align="center" />
        </Section>
      </Reveal>

      <HydrateLater>
        <Section heading={banner.heading} intro={banner.body} tone="muted" align="center">
          <PageActions actions={banner.actions} align="center" size="large" />
        </Section>
      </HydrateLater>
    </MediaSet>
  );
}
