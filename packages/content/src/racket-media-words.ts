import gallery from '../data/media/racket/racket.en-GB.json' with { type: 'json' };
import { propertyClaims } from './constants.ts';
import { capitalise, numberWord } from './format.ts';
import { language } from './language.ts';
import type { MediaRecord } from './media-frames.ts';
import { fillPlaceholders } from './placeholders.ts';

/**
 * The words of the racket club's gallery: what each picture shows and, where the page prints one, its
 * caption, by media key. The words are in `data/media/racket/`; the number of courts the first
 * caption names is written here in the page's language, in the gender its words give
 * (`courtsGender`: "duas", "una"). `racket-media.ts` joins them to the pictures.
 */

const { courtsGender, ...courts } = gallery['racket-01'];
const courtsInWords = numberWord(
  propertyClaims.tennisCourts,
  language.locale,
  courtsGender as 'masculine' | 'feminine',
);

export const racketMediaWords = {
  ...gallery,
  'racket-01': {
    alt: courts.alt,
    caption: fillPlaceholders(
      courts.caption,
      { tennisCourts: capitalise(courtsInWords, language.locale) },
      language.locale,
    ),
  },
} satisfies Record<string, Pick<MediaRecord, 'alt' | 'caption'>>;
