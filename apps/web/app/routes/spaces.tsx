import { spaceFeatures, spaces, spacesGridId, spacesPage } from '@alento/content';
import { ButtonLink, Card, Grid, Icon, Section, VisuallyHidden } from '@alento/ui';
import { PageActions } from '../layout/PageActions.tsx';
import { iconName } from '../lib/icon.ts';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=spacesPage';
import { pictures as spacePictures } from 'virtual:alento-media/spaceMedia';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/spaces';
import { Reveal } from '../lib/Reveal.tsx';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, spacesPage.heroImage);

const pagePictures = [...heroPicture, ...spacePictures];

/** Several cards share a label ("Explore the Spa"): the hidden words name each one's place. */
function CardLink({ href, label, place }: { href: string; label: string; place: string }) {
  return (
    <ButtonLink href={href} variant="secondary" icon="arrow-right" iconPosition="trailing">
      {label}
      <VisuallyHidden>{`: ${place}`}</VisuallyHidden>
    </ButtonLink>
  );
}

export default function SpacesPage() {
  return (
    <MediaSet pictures={pagePictures}>
      <Hero
        heading={pageWords.heading}
        lede={spacesPage.intro}
        media={<Media id={spacesPage.heroImage} priority />}
      />
      <Section heading={spacesPage.featuresHeading} intro={spacesPage.featuresIntro}>
        <Grid
          as="list"
          aria-label={spacesPage.featuresHeading}
          columns={{ base: 1, medium: 2, large: 3 }}
        >
          {spaceFeatures.map((feature) => (
            <Reveal key={feature.id}>
              <Card
                title={feature.title}
                eyebrow={<Icon name={iconName(feature.icon)} size="large" />}
                action={
                  <CardLink
                    href={feature.action.href}
                    label={feature.action.label}
                    place={feature.title}
                  />
                }
              >
                {feature.description}
              </Card>
            </Reveal>
          ))}
        </Grid>
      </Section>
      <Section
        id={spacesGridId}
        heading={spacesPage.gridHeading}
        intro={spacesPage.gridIntro}
        tone="muted"
      >
        <Grid
          as="list"
          aria-label={spacesPage.gridHeading}
          columns={{ base: 1, medium: 2, large: 3 }}
        >
          {spaces.map((space) => (
            <Reveal key={space.id}>
              <Card
                title={space.title}
                media={
                  <Media
                    id={space.image}
                    sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                  />
                }
                action={
                  <CardLink
                    href={space.action.href}
                    label={space.action.label}
                    place={space.title}
                  />
                }
              >
                {space.description}
              </Card>
            </Reveal>
          ))}
        </Grid>
        <Reveal>
          <PageActions actions={[spacesPage.gallery]} align="center" />
        </Reveal>
      </Section>
    </MediaSet>
  );
}
