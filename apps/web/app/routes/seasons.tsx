import { seasons, seasonsPage } from '@alento/content';
import { Grid, Section } from '@alento/ui';
import { ClosingSection } from '../layout/ClosingSection.tsx';
import { PageActions } from '../layout/PageActions.tsx';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=seasonsPage';
import { pictures as seasonPictures } from 'virtual:alento-media/seasonMedia';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/seasons';
import { Reveal } from '../lib/Reveal.tsx';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, seasonsPage.heroImage);

const pagePictures = [...heroPicture, ...seasonPictures];

const { closing } = seasonsPage;

export default function SeasonsPage() {
  return (
    <MediaSet pictures={pagePictures}>
      <Hero
        heading={pageWords.heading}
        lede={seasonsPage.intro}
        media={<Media id={seasonsPage.heroImage} priority />}
      />
      {seasons.map((season, index) => (
        <Section
          key={season.id}
          heading={season.name}
          eyebrow={season.tagline}
          intro={season.description}
          tone={index % 2 === 1 ? 'muted' : 'default'}
        >
          <Reveal>
            <Grid
              as="list"
              aria-label={`${season.name} pictures`}
              columns={{ base: 2, large: 4 }}
              gap="small"
            >
              {season.images.map((key) => (
                <Media key={key} id={key} sizes="(min-width: 1024px) 25vw, 50vw" />
              ))}
            </Grid>
          </Reveal>
          <Reveal>
            <PageActions actions={season.actions} />
          </Reveal>
        </Section>
      ))}
      <ClosingSection {...closing} />
    </MediaSet>
  );
}
