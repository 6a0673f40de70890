import * as v from 'valibot';
import { mediaOfFamily } from '../../media.ts';
import { link, picture, recordId, text, words } from './common.ts';

/** The gallery of the spaces (/spaces/gallery); its pictures and captions are the Spaces page's. */
export const spacesGallerySchema = v.object({
  intro: words(v.pipe(text, v.maxLength(340), v.title('Introduction'))),
  heading: words(v.pipe(text, v.maxLength(50), v.title('Heading'))),
  openLabel: words(
    v.pipe(
      text,
      v.maxLength(40),
      v.title('Text of the button on each picture'),
      v.description('It opens the picture larger'),
    ),
  ),
  dialogLabel: words(
    v.pipe(
      text,
      v.maxLength(46),
      v.title('Name of the picture viewer'),
      v.description('Read out by screen readers when a picture opens larger'),
    ),
  ),
  previousLabel: words(v.pipe(text, v.maxLength(32), v.title('Text of the "previous" button'))),
  nextLabel: words(v.pipe(text, v.maxLength(32), v.title('Text of the "next" button'))),
  closeLabel: words(v.pipe(text, v.maxLength(42), v.title('Text of the "close" button'))),
  closingHeading: words(v.pipe(text, v.maxLength(80), v.title('Heading at the end of the page'))),
  actions: v.pipe(
    v.array(link('Button')),
    v.length(2),
    v.title('Buttons at the end of the page'),
    v.metadata({ item: 'button' }),
  ),
});

export type SpacesGalleryRecord = v.InferOutput<typeof spacesGallerySchema>;

/** What each picture of the spaces shows, for guests who cannot see it: one entry a picture. */
export const spaceMediaWordsSchema = v.object(
  Object.fromEntries(
    mediaOfFamily('space').map((record) => [
      record.key,
      v.pipe(
        v.object({
          alt: words(
            v.pipe(
              text,
              v.maxLength(170),
              v.title('What the picture shows'),
              v.description(
                'One sentence for guests who cannot see the picture, read out by screen readers',
              ),
            ),
          ),
        }),
        v.title(`Picture: ${record.key.replace(/^space-/, '').replaceAll('-', ' ')}`),
      ),
    ]),
  ),
);

/** A name from the site's icon set, shown beside a card's title. */
export const icon = v.pipe(
  v.string(),
  v.regex(/^[a-z]+(?:-[a-z]+)*$/, 'Use the name of an icon, in lowercase: leaf, moon'),
  v.title('Icon'),
  v.description("A name from the site's icon set, such as leaf, moon or tree"),
);

/** The Spaces page (/spaces): the feature cards and the grid of every space on the grounds. */
export const spacesPageSchema = v.object({
  heroImage: picture('Picture at the top'),
  intro: words(v.pipe(text, v.maxLength(320), v.title('Introduction'))),
  featuresHeading: words(v.pipe(text, v.maxLength(50), v.title('Heading of the feature cards'))),
  featuresIntro: words(
    v.pipe(text, v.maxLength(110), v.title('Line under the heading of the feature cards')),
  ),
  features: v.pipe(
    v.array(
      v.object({
        id: recordId('nature-stays'),
        title: words(v.pipe(text, v.maxLength(60), v.title('Title'))),
        description: words(v.pipe(text, v.maxLength(180), v.title('Description'))),
        icon,
        action: link('Button'),
      }),
    ),
    v.length(9, 'The page shows nine feature cards'),
    v.title('Feature cards'),
    v.metadata({ item: 'card' }),
  ),
  gridHeading: words(v.pipe(text, v.maxLength(40), v.title('Heading of the grid of spaces'))),
  gridIntro: words(
    v.pipe(text, v.maxLength(110), v.title('Line under the heading of the grid of spaces')),
  ),
  spaces: v.pipe(
    v.array(
      v.object({
        id: recordId('tea-house'),
        title: words(v.pipe(text, v.maxLength(40), v.title('Name'))),
        description: words(
          v.pipe(
            text,
            v.maxLength(150),
            v.title('Description'),
            v.description('One line; the gallery shows it as the caption too'),
          ),
        ),
        image: picture('Picture'),
        action: link('Button'),
      }),
    ),
    v.length(15, 'The grid shows fifteen spaces, one for each picture of the spaces'),
    v.title('Spaces'),
    v.metadata({ item: 'space' }),
  ),
  gallery: link('Button to the gallery'),
});

export type SpacesPageRecord = v.InferOutput<typeof spacesPageSchema>;
