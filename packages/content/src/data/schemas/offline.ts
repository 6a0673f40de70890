import * as v from 'valibot';
import { text, words } from './common.ts';

/**
 * The words of the site kept on a guest's phone: the offline page, the notice of a new version,
 * and the name and description a phone shows for the site once it is added to the home screen.
 */
export const offlineSchema = v.object({
  message: words(
    v.pipe(
      text,
      v.maxLength(200),
      v.title('Message'),
      v.description(
        'That the phone has no connection and the page asked for will open once it has',
      ),
    ),
  ),
  availableHeading: words(
    v.pipe(text, v.maxLength(60), v.title('Heading of the list of pages kept on the phone')),
  ),
  availableIntro: words(
    v.pipe(
      text,
      v.maxLength(160),
      v.title('Before the list'),
      v.description('A sentence before the links to the pages that open without a connection'),
    ),
  ),
  updateNotice: words(
    v.pipe(
      text,
      v.maxLength(120),
      v.title('New version notice'),
      v.description(
        'Shown quietly at the foot of the screen when a new version of the site is ready: it opens with the next page',
      ),
    ),
  ),
  app: v.pipe(
    v.object({
      name: words(
        v.pipe(
          text,
          v.maxLength(45),
          v.title('Name'),
          v.description("The site's name on a phone's home screen and in its list of apps"),
        ),
      ),
      shortName: words(
        v.pipe(
          text,
          v.maxLength(12),
          v.title('Short name'),
          v.description('Under the icon, where the full name does not fit'),
        ),
      ),
      description: words(
        v.pipe(
          text,
          v.maxLength(200),
          v.title('Description'),
          v.description('What the phone may show when the site is added to its home screen'),
        ),
      ),
    }),
    v.title('The site on the home screen'),
  ),
});

export type OfflineWords = v.InferOutput<typeof offlineSchema>;
