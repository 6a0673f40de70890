import { partnersPage } from '@alento/content';
import { PartnershipPage } from '../layout/PartnershipPage.tsx';
import { heroPreload, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=partnersPage';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/partners';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, partnersPage.hero.image);

/** Serves both / and /partners; the route table makes /partners canonical. */
export default function PartnersPage() {
  return (
    <MediaSet pictures={heroPicture}>
      <PartnershipPage page={partnersPage} heading={pageWords.heading} />
    </MediaSet>
  );
}
