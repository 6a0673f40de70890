import { holisticLandcarePage } from '@alento/content';
import { PartnershipPage } from '../layout/PartnershipPage.tsx';
import { heroPreload } from '../lib/Media.tsx';
import { metaForLocation } from '../lib/meta.ts';

export const meta = metaForLocation;

export const links = () => heroPreload(holisticLandcarePage.hero.image);

export default function HolisticLandcarePage() {
  return <PartnershipPage page={holisticLandcarePage} path="/holistic-landcare" />;
}
