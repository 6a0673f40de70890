import { holisticLandcarePage } from '@alento/content';
import { PartnershipPage } from '../layout/PartnershipPage.tsx';
import { heroPreload, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=holisticLandcarePage';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/holistic-landcare';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, holisticLandcarePage.hero.image);

export default function HolisticLandcarePage() {
  return (
    <MediaSet pictures={heroPicture}>
      <PartnershipPage page={holisticLandcarePage} heading={pageWords.heading} />
    </MediaSet>
  );
}
