import * as v from 'valibot';
import { sitePath } from '../../model/schemas.ts';
import { text, words } from './common.ts';

const headerLink = (title: string) =>
  v.pipe(
    v.object({
      name: words(v.pipe(text, v.maxLength(40), v.title('Link text'))),
      path: v.pipe(sitePath, v.title('Page'), v.description('A path of the site, such as /spa')),
    }),
    v.title(title),
  );

/** The header's links to the main pages and its booking button. */
export const navigationSchema = v.object({
  items: v.pipe(
    v.array(headerLink('Link')),
    v.minLength(1),
    v.title('Links in the header'),
    v.description('In the order the header shows them; drag to reorder'),
    v.metadata({ item: 'link' }),
  ),
  bookNow: headerLink('Booking button'),
});

export type Navigation = v.InferOutput<typeof navigationSchema>;
