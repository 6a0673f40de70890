import { partnersPage } from '@alento/content';
import { PartnershipPage } from '../layout/PartnershipPage.tsx';
import { heroPreload } from '../lib/Media.tsx';
import { metaForLocation } from '../lib/meta.ts';

export const meta = metaForLocation;

export const links = () => heroPreload(partnersPage.hero.image);

/** Serves both / and /partners; the route table makes /partners canonical. */
export default function PartnersPage() {
  return <PartnershipPage page={partnersPage} path="/partners" />;
}
