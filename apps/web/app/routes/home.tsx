import {
  facilities,
  facilityCategoriesInUse,
  facilityCategory,
  formatEuros,
  homePage,
  routeFor,
} from '@alento/content';
import {
  ButtonLink,
  Card,
  FeatureList,
  FloorPlan,
  Grid,
  Icon,
  Section,
  StatStrip,
  Testimonial,
  VisuallyHidden,
} from '@alento/ui';
import type { FloorPlanCategory, FloorPlanMarker } from '@alento/ui';
import { iconName } from '../lib/icon.ts';
import { PageActions } from '../layout/PageActions.tsx';
import { Split } from '../layout/Split.tsx';
import { HydrateLater } from '../lib/HydrateLater.tsx';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as facilityPictures } from 'virtual:alento-media/facilityMedia';
import { pictures as featurePictures } from 'virtual:alento-media/featureMedia';
import { pictures as planPictures } from 'virtual:alento-media/planMedia';
import { metaForLocation } from '../lib/meta.ts';
import { Reveal } from '../lib/Reveal.tsx';
import { StationNotes } from '../safety/StationNotes.tsx';
import * as styles from './home.css.ts';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaForLocation;

export const links = () => heroPreload(homePage.hero.image);

const { hero, why, signatures, ai, floorPlan, testimonial, stats, closing, banner } = homePage;

const icon = (name: string) => <Icon name={iconName(name)} size="inherit" />;

const planCategories: FloorPlanCategory[] = facilityCategoriesInUse().map((category) => ({
  ...category,
  icon: icon(category.icon),
}));

const planMarkers: FloorPlanMarker[] = facilities.map((facility) => ({
  id: facility.id,
  label: facility.name,
  category: facilityCategory(facility.category).id,
  top: facility.position.top,
  left: facility.position.left,
  icon: icon(facility.icon),
  description: facility.description,
  features: facility.features,
  // A station of heat, cold or water: its temperature, time, after-care and who should ask first.
  notes: 'guidance' in facility ? <StationNotes id={facility.guidance} /> : undefined,
  image: 'image' in facility ? <Media id={facility.image} sizes="320px" /> : undefined,
}));

/** The floor plan and its facilities' photographs, and the signature experiences' cards. */
const pictures = [...planPictures, ...facilityPictures, ...featurePictures];

export default function HomePage() {
  const route = routeFor('/home');
  return (
    <MediaSet pictures={pictures}>
      <Hero
        heading={route.heading}
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
                    <span className={styles.metaLabel}>{signatures.durationLabel}: </span>
                    {experience.duration}
                  </span>,
                  <span key="price">
                    <span className={styles.metaLabel}>{signatures.priceLabel}: </span>
                    {formatEuros(experience.price)}
                  </span>,
                ]}
                highlights={experience.highlights}
                action={
                  <ButtonLink href={experience.action.href}>
                    {experience.action.label}
                    <VisuallyHidden>: {experience.title}</VisuallyHidden>
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

      <HydrateLater>
        <Section eyebrow={floorPlan.eyebrow} heading={floorPlan.heading} intro={floorPlan.intro}>
          <FloorPlan
            plan={<Media id={floorPlan.image} sizes="(min-width: 1280px) 1200px, 100vw" />}
            planLabel={floorPlan.heading}
            markers={planMarkers}
            categories={planCategories}
            labels={floorPlan}
          />
        </Section>
      </HydrateLater>

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
