import * as v from 'valibot';
import { slug, sitePath } from '../../model/schemas.ts';
import { picture, recordId, text, withPlaceholders, words } from './common.ts';

/** The two sports, on the racket club page and as the court request form's choices. */
export const racketSportsSchema = v.object({
  sports: v.pipe(
    v.array(
      v.object({
        id: recordId('tennis'),
        title: words(v.pipe(text, v.maxLength(40), v.title('Name'))),
        description: words(v.pipe(text, v.maxLength(280), v.title('Description'))),
        features: v.pipe(
          v.array(words(v.pipe(text, v.maxLength(90), v.title('Feature')))),
          v.length(3, 'The card lists three features'),
          v.title('Features'),
          v.metadata({ item: 'feature' }),
        ),
      }),
    ),
    v.length(2, 'The club has two sports: tennis and padel'),
    v.title('Sports'),
    v.metadata({ item: 'sport' }),
  ),
});

const alt = words(
  v.pipe(
    text,
    v.maxLength(240),
    v.title('What the picture shows'),
    v.description('For guests who cannot see it: one sentence'),
  ),
);

const galleryPicture = (what: string) =>
  v.pipe(
    v.object({
      alt,
      caption: words(
        v.pipe(
          text,
          v.maxLength(140),
          v.title('Caption'),
          v.description('Printed under the picture'),
        ),
      ),
    }),
    v.title(what),
  );

/** The first picture's caption names the number of tennis courts, in words. */
const courtsPicture = v.pipe(
  v.object({
    alt,
    caption: words(
      v.pipe(
        text,
        v.maxLength(140),
        withPlaceholders(['tennisCourts']),
        v.title('Caption'),
        v.description(
          'Printed under the picture. {tennisCourts} is the number of tennis courts in words, with a capital letter',
        ),
      ),
    ),
    courtsGender: words(
      v.pipe(
        v.picklist(['masculine', 'feminine']),
        v.title('Gender of the number of courts'),
        v.description(
          'The grammatical gender of the word for court in this language, which the number in words follows (duas, una): masculine or feminine',
        ),
      ),
    ),
  }),
  v.title('Tennis courts (racket-01)'),
);

/** The words of the gallery's pictures, by picture. */
export const racketGallerySchema = v.object({
  'racket-01': courtsPicture,
  'racket-02': galleryPicture('Padel courts (racket-02)'),
  'racket-03': galleryPicture('Club house terrace (racket-03)'),
  'racket-04': galleryPicture('Evening doubles (racket-04)'),
});

/** A button of the page: a link, with words for screen readers where its text is general. */
const pageButton = v.pipe(
  v.object({
    label: words(v.pipe(text, v.maxLength(60), v.title('The text of the button'))),
    href: v.pipe(sitePath, v.title('Page'), v.description('A path of the site, such as /contact')),
    about: v.optional(
      words(
        v.pipe(
          text,
          v.maxLength(120),
          v.title('What the button is about'),
          v.description(
            'Not shown: read after a general text such as "Learn More" by screen readers and search engines',
          ),
        ),
      ),
    ),
  }),
  v.title('Button'),
);

export const racketClubPageSchema = v.object({
  heroImage: picture('Picture at the top'),
  intro: words(v.pipe(text, v.maxLength(300), v.title('Introduction'))),
  galleryHeading: words(v.pipe(text, v.maxLength(60), v.title('Heading of the gallery'))),
  gallery: v.pipe(
    v.object({
      label: words(
        v.pipe(
          text,
          v.maxLength(60),
          v.title('Name of the gallery'),
          v.description('Read by screen readers'),
        ),
      ),
      previous: words(v.pipe(text, v.maxLength(40), v.title('Button for the previous photo'))),
      next: words(v.pipe(text, v.maxLength(40), v.title('Button for the next photo'))),
      pause: words(v.pipe(text, v.maxLength(40), v.title('Button that pauses the gallery'))),
      play: words(v.pipe(text, v.maxLength(40), v.title('Button that plays the gallery'))),
    }),
    v.title('Gallery buttons'),
    v.description('Read by screen readers'),
  ),
  sportsHeading: words(v.pipe(text, v.maxLength(60), v.title('Heading of the sports'))),
  sportsIntro: words(v.pipe(text, v.maxLength(200), v.title('Introduction to the sports'))),
  philosophy: v.pipe(
    v.object({
      heading: words(v.pipe(text, v.maxLength(60), v.title('Heading'))),
      text: words(v.pipe(text, v.maxLength(500), v.title('Text'))),
    }),
    v.title('Club philosophy'),
  ),
  longevity: v.pipe(
    v.object({
      eyebrow: words(v.pipe(text, v.maxLength(40), v.title('Line above the heading'))),
      heading: words(v.pipe(text, v.maxLength(60), v.title('Heading'))),
      intro: words(
        v.pipe(
          text,
          v.maxLength(400),
          withPlaceholders(['longevityYears']),
          v.title('Introduction'),
          v.description(
            '{longevityYears} is the years of life the study found, as the site states them',
          ),
        ),
      ),
      benefits: v.pipe(
        v.array(
          v.object({
            id: recordId('brain'),
            title: words(v.pipe(text, v.maxLength(50), v.title('Title'))),
            description: words(v.pipe(text, v.maxLength(300), v.title('Description'))),
            icon: v.pipe(slug, v.title('Icon'), v.description('The name of an icon of the site')),
          }),
        ),
        v.length(3, 'The section shows three benefits side by side'),
        v.title('Benefits'),
        v.metadata({ item: 'benefit' }),
      ),
      source: words(
        v.pipe(
          text,
          v.maxLength(700),
          v.title('Source'),
          v.description('The study behind the figures, and what it does not show'),
        ),
      ),
    }),
    v.title('Longevity section'),
  ),
  closing: v.pipe(
    v.object({
      heading: words(v.pipe(text, v.maxLength(60), v.title('Heading'))),
      text: words(v.pipe(text, v.maxLength(240), v.title('Text'))),
      actions: v.pipe(
        v.array(pageButton),
        v.length(2),
        v.title('Buttons'),
        v.metadata({ item: 'button' }),
      ),
    }),
    v.title('Closing section'),
  ),
});
