import * as v from 'valibot';
import { text, words } from './common.ts';

/** The words of the page a guest sees when an address leads nowhere. */
export const notFoundSchema = v.object({
  heading: words(v.pipe(text, v.maxLength(40), v.title('Heading'))),
  message: words(
    v.pipe(
      text,
      v.maxLength(180),
      v.title('Message'),
      v.description('A sentence or two under the heading'),
    ),
  ),
  homeLink: words(v.pipe(text, v.maxLength(60), v.title('The text of the link to the home page'))),
  title: words(
    v.pipe(
      text,
      v.maxLength(40),
      v.title('Title in the browser tab'),
      v.description("The site adds the resort's name after it"),
    ),
  ),
});

export type NotFoundWords = v.InferOutput<typeof notFoundSchema>;
