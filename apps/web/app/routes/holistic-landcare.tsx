import { holisticLandcarePage } from '@alento/content';
import { PartnershipPage } from '../layout/PartnershipPage.tsx';
import { heroPreload } from '../lib/Media.tsx';
import { metaForLocation } from '../lib/meta.ts';

export const meta = metaForLocation;

// The hero picture is the largest paint: fetched with the HTML, not after it.
export const links = () => heroPreload('hero-holistic-landcare');

export default function HolisticLandcarePage() {
  return <PartnershipPage page={holisticLandcarePage} path="/holistic-landcare" />;
}
