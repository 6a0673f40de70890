import { racketClubRequest } from '@alento/content';
import { heroPreload, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=racketClubRequest';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/booking/racket-club';
import { RequestRoute } from '../requests/RequestRoute.tsx';

export const meta = metaWith(pageWords);

const page = racketClubRequest;

export const links = () => heroPreload(heroPicture, page.hero);

export default function RacketClubRequestPage() {
  return (
    <MediaSet pictures={heroPicture}>
      <RequestRoute page={page} heading={pageWords.heading} />
    </MediaSet>
  );
}
