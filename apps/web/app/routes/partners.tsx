import { partnersPage } from '@alento/content';
import { PartnershipPage } from '../layout/PartnershipPage.tsx';
import { heroPreload } from '../lib/Media.tsx';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/partners';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(partnersPage.hero.image);

/** Serves both / and /partners; the route table makes /partners canonical. */
export default function PartnersPage() {
  return <PartnershipPage page={partnersPage} heading={pageWords.heading} />;
}
