import { spaFormRequest } from '@alento/content';
import { heroPreload } from '../lib/Media.tsx';
import { metaForLocation } from '../lib/meta.ts';
import { RequestRoute } from '../requests/RequestRoute.tsx';

export const meta = metaForLocation;

const page = spaFormRequest;

export const links = () => heroPreload(page.hero);

export default function SpaFormRequestPage() {
  return <RequestRoute page={page} />;
}
