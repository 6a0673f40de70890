import * as v from 'valibot';
import { mediaOfFamily } from '../../media.ts';
import { link, text, words } from './common.ts';

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
