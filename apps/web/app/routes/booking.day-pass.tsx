import { dayPassRequest } from '@alento/content';
import { heroPreload, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=dayPassRequest';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/booking/day-pass';
import { RequestRoute } from '../requests/RequestRoute.tsx';

export const meta = metaWith(pageWords);

const page = dayPassRequest;

export const links = () => heroPreload(heroPicture, page.hero);

export default function DayPassRequestPage() {
  return (
    <MediaSet pictures={heroPicture}>
      <RequestRoute page={page} heading={pageWords.heading} />
    </MediaSet>
  );
}
