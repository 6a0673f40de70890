import { family } from './media-frames.ts';
import { racketMediaWords } from './racket-media-words.ts';

/** The racket club's captioned gallery. */
export const racketMedia = family('racket', racketMediaWords, [
  { key: 'racket-01' },
  { key: 'racket-02' },
  { key: 'racket-03' },
  { key: 'racket-04', focal: { x: 50, y: 60 } },
] as const);
