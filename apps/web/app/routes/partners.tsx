import { partnersPage } from '@alento/content';
import { PartnershipPage } from '../layout/PartnershipPage.tsx';
import { heroPreload } from '../lib/Media.tsx';
import { metaForLocation } from '../lib/meta.ts';

export const meta = metaForLocation;

// The hero picture is the largest paint: fetched with the HTML, not after it.
export const links = () => heroPreload('hero-partners');

/** Serves both / and /partners; the route table makes /partners canonical. */
export default function PartnersPage() {
  return <PartnershipPage page={partnersPage} path="/partners" />;
}
