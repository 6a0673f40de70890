import { racketClubRequest } from '@alento/content';
import { heroPreload } from '../lib/Media.tsx';
import { metaForLocation } from '../lib/meta.ts';
import { RequestRoute } from '../requests/RequestRoute.tsx';

export const meta = metaForLocation;

const page = racketClubRequest;

export const links = () => heroPreload(page.hero);

export default function RacketClubRequestPage() {
  return <RequestRoute page={page} />;
}
