import * as v from 'valibot';
import { sitePath } from '../../model/schemas.ts';
import { picture, text, words } from './common.ts';

/** The Seasons page and the words of its photographs. */

const seasonIds = ['spring', 'summer', 'autumn', 'winter'] as const;

/** The words of one photograph: the page prints no caption under them. */
const seasonPicture = (what: string) =>
  v.pipe(
    v.object({
      alt: words(
        v.pipe(
          text,
          v.maxLength(260),
          v.title('What the picture shows'),
          v.description('For guests who cannot see it: one sentence'),
        ),
      ),
    }),
    v.title(what),
  );

export const seasonPicturesSchema = v.object(
  Object.fromEntries(
    seasonIds.flatMap((season) =>
      [1, 2, 3, 4].map((n) => {
        const key = `season-${season}-${String(n)}`;
        return [
          key,
          seasonPicture(
            `${season.charAt(0).toUpperCase()}${season.slice(1)}, picture ${String(n)} (${key})`,
          ),
        ];
      }),
    ),
  ),
);

const button = v.pipe(
  v.object({
    label: words(v.pipe(text, v.maxLength(60), v.title('The text of the button'))),
    href: v.pipe(sitePath, v.title('Page'), v.description('A path of the site, such as /spa')),
  }),
  v.title('Button'),
);

export const seasonsPageSchema = v.object({
  heroImage: picture('Picture at the top'),
  intro: words(v.pipe(text, v.maxLength(260), v.title('Introduction'))),
  seasons: v.pipe(
    v.array(
      v.object({
        id: v.pipe(
          v.picklist(seasonIds),
          v.title('Season'),
          v.description('Its four pictures are the season’s own, in "Seasons page: picture words"'),
        ),
        name: words(v.pipe(text, v.maxLength(30), v.title('Name'))),
        tagline: words(v.pipe(text, v.maxLength(30), v.title('One word for the season'))),
        description: words(v.pipe(text, v.maxLength(360), v.title('Description'))),
        actions: v.pipe(
          v.array(button),
          v.length(2),
          v.title('Buttons'),
          v.metadata({ item: 'button' }),
        ),
      }),
    ),
    v.length(4, 'The page shows the four seasons'),
    v.title('Seasons'),
    v.metadata({ item: 'season' }),
  ),
  closing: v.pipe(
    v.object({
      heading: words(v.pipe(text, v.maxLength(60), v.title('Heading'))),
      text: words(v.pipe(text, v.maxLength(200), v.title('Text'))),
      actions: v.pipe(
        v.array(
          v.pipe(
            v.object({
              label: words(v.pipe(text, v.maxLength(60), v.title('The text of the button'))),
            }),
            v.title('Button'),
            v.description('Not available yet: the page says it is coming soon'),
          ),
        ),
        v.length(2),
        v.title('Buttons'),
        v.metadata({ item: 'button' }),
      ),
    }),
    v.title('Closing section'),
  ),
});
