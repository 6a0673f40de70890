import { holisticLandcarePage } from '@alento/content';
import { PartnershipPage } from '../layout/PartnershipPage.tsx';
import { heroPreload } from '../lib/Media.tsx';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/holistic-landcare';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(holisticLandcarePage.hero.image);

export default function HolisticLandcarePage() {
  return <PartnershipPage page={holisticLandcarePage} heading={pageWords.heading} />;
}
