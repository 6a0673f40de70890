import { dayPassRequest } from '@alento/content';
import { heroPreload } from '../lib/Media.tsx';
import { metaForLocation } from '../lib/meta.ts';
import { RequestRoute } from '../requests/RequestRoute.tsx';

export const meta = metaForLocation;

const page = dayPassRequest;

export const links = () => heroPreload(page.hero);

export default function DayPassRequestPage() {
  return <RequestRoute page={page} />;
}
