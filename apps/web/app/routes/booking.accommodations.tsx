import { accommodationsRequest } from '@alento/content';
import { heroPreload, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=accommodationsRequest';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/booking/accommodations';
import { RequestRoute } from '../requests/RequestRoute.tsx';

export const meta = metaWith(pageWords);

const page = accommodationsRequest;

export const links = () => heroPreload(heroPicture, page.hero);

export default function AccommodationsRequestPage() {
  return (
    <MediaSet pictures={heroPicture}>
      <RequestRoute page={page} heading={pageWords.heading} />
    </MediaSet>
  );
}
