import { spaFormRequest } from '@alento/content';
import { heroPreload, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=spaFormRequest';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/booking/spa-form';
import { RequestRoute } from '../requests/RequestRoute.tsx';

export const meta = metaWith(pageWords);

const page = spaFormRequest;

export const links = () => heroPreload(heroPicture, page.hero);

export default function SpaFormRequestPage() {
  return (
    <MediaSet pictures={heroPicture}>
      <RequestRoute page={page} heading={pageWords.heading} />
    </MediaSet>
  );
}
