import { chrome, spacesGallery } from '@alento/content';
import { Gallery, Section } from '@alento/ui';
import { PageActions } from '../layout/PageActions.tsx';
import { Media, MediaSet } from '../lib/Media.tsx';
import { pictures as spacePictures } from 'virtual:alento-media/spaceMedia';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/spaces/gallery';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export default function SpacesGalleryPage() {
  return (
    <MediaSet pictures={spacePictures}>
      <Hero heading={pageWords.heading} lede={spacesGallery.intro} />
      <Section heading={spacesGallery.heading}>
        <Gallery
          label={spacesGallery.heading}
          openLabel={spacesGallery.openLabel}
          dialogLabel={spacesGallery.dialogLabel}
          previousLabel={spacesGallery.previousLabel}
          nextLabel={spacesGallery.nextLabel}
          closeLabel={spacesGallery.closeLabel}
          positionLabel={chrome.position}
          items={spacesGallery.items.map((item) => ({
            id: item.id,
            thumbnail: (
              <Media
                id={item.image}
                sizes="(min-width: 1200px) 280px, (min-width: 768px) 33vw, 50vw"
              />
            ),
            media: <Media id={item.image} sizes="(min-width: 1200px) 1150px, 100vw" />,
            title: item.title,
            caption: item.caption,
          }))}
        />
      </Section>
      <Section heading={spacesGallery.closingHeading} tone="muted" align="center">
        <PageActions actions={spacesGallery.actions} align="center" />
      </Section>
    </MediaSet>
  );
}
