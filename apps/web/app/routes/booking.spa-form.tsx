import { spaFormRequest } from '@alento/content';
import { heroPreload } from '../lib/Media.tsx';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/booking/spa-form';
import { RequestRoute } from '../requests/RequestRoute.tsx';

export const meta = metaWith(pageWords);

const page = spaFormRequest;

export const links = () => heroPreload(page.hero);

export default function SpaFormRequestPage() {
  return <RequestRoute page={page} heading={pageWords.heading} />;
}
