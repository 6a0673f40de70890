import notFoundWords from '../../data/pages/not-found/not-found.en-GB.json' with { type: 'json' };
import type { NotFoundWords } from '../data/schemas/not-found.ts';

/** The not-found page's words (spec §2 "404 page"), in `data/pages/not-found/`. */
export const notFound: NotFoundWords = notFoundWords;
