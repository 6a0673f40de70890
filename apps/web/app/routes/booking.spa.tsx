import { spaRequest } from '@alento/content';
import { heroPreload } from '../lib/Media.tsx';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/booking/spa';
import { RequestRoute } from '../requests/RequestRoute.tsx';

export const meta = metaWith(pageWords);

const page = spaRequest;

export const links = () => heroPreload(page.hero);

export default function SpaRequestPage() {
  return <RequestRoute page={page} heading={pageWords.heading} />;
}
