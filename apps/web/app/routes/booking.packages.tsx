import { packagesRequest } from '@alento/content';
import { heroPreload, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=packagesRequest';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/booking/packages';
import { RequestRoute } from '../requests/RequestRoute.tsx';

export const meta = metaWith(pageWords);

const page = packagesRequest;

export const links = () => heroPreload(heroPicture, page.hero);

export default function PackagesRequestPage() {
  return (
    <MediaSet pictures={heroPicture}>
      <RequestRoute page={page} heading={pageWords.heading} />
    </MediaSet>
  );
}
