import { accommodationsRequest } from '@alento/content';
import { heroPreload } from '../lib/Media.tsx';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/booking/accommodations';
import { RequestRoute } from '../requests/RequestRoute.tsx';

export const meta = metaWith(pageWords);

const page = accommodationsRequest;

export const links = () => heroPreload(page.hero);

export default function AccommodationsRequestPage() {
  return <RequestRoute page={page} heading={pageWords.heading} />;
}
