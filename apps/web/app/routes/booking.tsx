import { bookingOffers, bookingPage, spaPaths } from '@alento/content';
import { Card, Grid, Section } from '@alento/ui';
import { GuestGuide } from '../layout/GuestGuide.tsx';
import { Note, Prose } from '../layout/Prose.tsx';
import { PageActionButton, PageActions } from '../layout/PageActions.tsx';
import { Split } from '../layout/Split.tsx';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=bookingPage';
import { pictures as featurePictures } from 'virtual:alento-media/featureMedia';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/booking';
import { Reveal } from '../lib/Reveal.tsx';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, bookingPage.heroImage);

const pagePictures = [...heroPicture, ...featurePictures];

const { spa, offers, stay } = bookingPage;

export default function BookingPage() {
  return (
    <MediaSet pictures={pagePictures}>
      <Hero
        heading={pageWords.heading}
        lede={bookingPage.intro}
        media={<Media id={bookingPage.heroImage} priority />}
      />
      <Section eyebrow={spa.eyebrow} heading={spa.heading} intro={spa.intro}>
        <Grid columns={{ base: 1, medium: 2 }} gap="large">
          {spaPaths.map((path, index) => (
            <Reveal key={path.id}>
              <Card
                title={path.title}
                subtitle={path.subtitle}
                highlights={path.highlights}
                action={
                  <PageActionButton
                    action={path.action}
                    variant={index === 0 ? 'primary' : 'secondary'}
                  />
                }
              >
                {path.description}
              </Card>
            </Reveal>
          ))}
        </Grid>
      </Section>
      <Section eyebrow={offers.eyebrow} heading={offers.heading} intro={offers.intro} tone="muted">
        <Grid columns={{ base: 1, medium: 2 }} gap="large">
          {bookingOffers.map((offer) => (
            <Reveal key={offer.id}>
              <Card
                title={offer.title}
                subtitle={offer.price}
                media={<Media id={offer.image} sizes="(min-width: 768px) 50vw, 100vw" />}
                highlights={offer.highlights}
                action={<PageActionButton action={offer.action} />}
              >
                {offer.description}
              </Card>
            </Reveal>
          ))}
        </Grid>
        <Note>{bookingPage.vatNote}</Note>
      </Section>
      <Section eyebrow={stay.eyebrow} heading={stay.heading}>
        <Reveal>
          <Split media={<Media id={stay.image} sizes="(min-width: 1024px) 50vw, 100vw" />}>
            <Prose paragraphs={[stay.text]} />
            <PageActions actions={stay.actions} />
          </Split>
        </Reveal>
      </Section>
      <GuestGuide tone="muted" />
    </MediaSet>
  );
}
