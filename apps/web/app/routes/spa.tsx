import { chrome, spaHeroIntervalMs, spaOverview } from '@alento/content';
import { Carousel, Section } from '@alento/ui';
import { GuestGuide } from '../layout/GuestGuide.tsx';
import { PageActions } from '../layout/PageActions.tsx';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as spaHeroPictures } from 'virtual:alento-media/spaHeroMedia';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/spa';
import * as styles from './spa.css.ts';
import { Hero } from '../lib/Hero.tsx';
import { HydrateLater } from '../lib/HydrateLater.tsx';
import { SpaSequences } from '../spa/SpaSequences.tsx';
import { SpaStations } from '../spa/SpaStations.tsx';

export const meta = metaWith(pageWords);

export const links = () =>
  heroPreload(spaHeroPictures, spaOverview.hero.slides[0], '(min-width: 1024px) 960px, 100vw');

const { hero, intro, safety, actions, closing } = spaOverview;
const captions = new Map(spaHeroPictures.map((picture) => [picture.key, picture.caption]));
export default function SpaPage() {
  return (
    <MediaSet pictures={spaHeroPictures}>
      <Hero heading={pageWords.heading} eyebrow={hero.eyebrow} lede={hero.intro} />

      <HydrateLater>
        <div className={styles.heroCarousel}>
          <Carousel
            label={hero.carouselLabel}
            previousLabel={hero.previousLabel}
            nextLabel={hero.nextLabel}
            pauseLabel={hero.pauseLabel}
            playLabel={hero.playLabel}
            slideLabel={chrome.position}
            interval={spaHeroIntervalMs}
            aspectRatio="16 / 9"
            hideStepControlsOnSmallScreens
            slides={hero.slides.map((key, index) => ({
              id: key,
              media: (
                <Media
                  id={key}
                  priority={index === 0}
                  fit="cover"
                  sizes="(min-width: 1024px) 960px, 100vw"
                />
              ),
              caption: captions.get(key),
            }))}
          />
        </div>
      </HydrateLater>

      <SpaStations words={intro} />

      <Section heading={safety.heading} intro={safety.body}>
        <PageActions actions={safety.actions} variants={['secondary']} />
      </Section>

      <SpaSequences />

      <GuestGuide />

      <Section heading={closing.heading} intro={closing.body} align="center" tone="muted">
        <PageActions actions={actions} align="center" size="large" />
      </Section>
    </MediaSet>
  );
}
