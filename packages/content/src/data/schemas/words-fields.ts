import * as v from 'valibot';
import { link, text, withPlaceholders, words } from './common.ts';
import { sitePath, slug } from '../../model/schemas.ts';

/**
 * Fields the pages' words share: a line of words with its label, hint and length, a sentence
 * whose figures the page fills in, a row of buttons and an icon.
 */

/** Words the team writes, with the editor's label and, where it helps, a hint. */
export const wordsField = (title: string, maxLength: number, hint = '') =>
  words(v.pipe(text, v.maxLength(maxLength), v.title(title), v.description(hint)));

/**
 * Words with figures the page fills in: each placeholder in braces is named in the hint, so the
 * team keeps it where the figure goes.
 */
export const sentenceWith = (
  placeholders: readonly string[],
  title: string,
  maxLength: number,
  hint: string,
) =>
  words(
    v.pipe(
      text,
      v.maxLength(maxLength),
      withPlaceholders(placeholders),
      v.title(title),
      v.description(hint),
    ),
  );

/** A row of buttons whose number the page's layout fixes. */
export const buttons = (count: number, title = 'Buttons') =>
  v.pipe(v.array(link('Button')), v.length(count), v.title(title), v.metadata({ item: 'button' }));

/** An icon of the site's design system, by name. */
export const icon = v.pipe(
  slug,
  v.title('Icon'),
  v.description("The name of one of the site's icons, such as leaf"),
);

/**
 * A button to a page of the site; a short text such as "Learn more" may say where it leads for
 * screen readers and search engines.
 */
export const action = (title: string) =>
  v.pipe(
    v.object({
      label: words(v.pipe(text, v.maxLength(60), v.title('The text of the button'))),
      href: v.pipe(sitePath, v.title('Page'), v.description('A path of the site, such as /spa')),
      about: v.optional(
        words(
          v.pipe(
            text,
            v.maxLength(60),
            v.title('Where it leads, for screen readers'),
            v.description(
              'Read after a short button text such as "Learn more", for instance "about the sanctums"; not shown',
            ),
          ),
        ),
      ),
    }),
    v.title(title),
  );
