import { dayPassRequest } from '@alento/content';
import { heroPreload } from '../lib/Media.tsx';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/booking/day-pass';
import { RequestRoute } from '../requests/RequestRoute.tsx';

export const meta = metaWith(pageWords);

const page = dayPassRequest;

export const links = () => heroPreload(page.hero);

export default function DayPassRequestPage() {
  return <RequestRoute page={page} heading={pageWords.heading} />;
}
