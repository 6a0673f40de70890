/**
 * The words of the racket club's gallery: what each picture shows and, where the page prints one, its
 * caption, by media key. `racket-media.ts` joins them to the pictures.
 */

import { propertyClaims } from './constants.ts';
import { capitalise, numberWord } from './format.ts';
import type { MediaRecord } from './media-frames.ts';

export const racketMediaWords = {
  'racket-01': {
    alt: 'A terracotta clay tennis court with white lines and a net, framed by cork oaks and rolling hills.',
    caption: `${capitalise(numberWord(propertyClaims.tennisCourts))} clay tennis courts among the cork oaks.`,
  },
  'racket-02': {
    alt: 'A blue padel court enclosed by glass walls and black mesh, the net across its middle.',
    caption: 'Panoramic padel courts with glass walls.',
  },
  'racket-03': {
    alt: 'A whitewashed club house with a vine-covered pergola and chairs looking over the courts.',
    caption: 'The club house terrace, for the conversation after the match.',
  },
  'racket-04': {
    alt: 'Two players with rackets on a court at golden hour, long shadows stretching across the clay.',
    caption: 'Evening doubles at golden hour.',
  },
} as const satisfies Record<string, Pick<MediaRecord, 'alt' | 'caption'>>;
