import * as v from 'valibot';
import { text, withPlaceholders, words } from './common.ts';

/**
 * The words of a set of pictures, by picture: what each one shows, for guests who cannot see it,
 * and, where the page prints one, its caption. A figure the site states elsewhere (a temperature,
 * a number of guests) is a placeholder the page fills in.
 */

const described = (placeholders: readonly string[]) =>
  placeholders.length > 0
    ? `; these figures are placeholders the page fills in: ${placeholders.map((name) => `{${name}}`).join(', ')}`
    : '';

const alt = (maxLength: number, placeholders: readonly string[]) =>
  words(
    v.pipe(
      text,
      v.maxLength(maxLength),
      withPlaceholders(placeholders),
      v.title('What the picture shows'),
      v.description(
        `A sentence for guests who cannot see the picture: screen readers read it aloud${described(placeholders)}`,
      ),
    ),
  );

const caption = (maxLength: number, placeholders: readonly string[]) =>
  words(
    v.pipe(
      text,
      v.maxLength(maxLength),
      withPlaceholders(placeholders),
      v.title('Caption'),
      v.description(`The line printed with the picture${described(placeholders)}`),
    ),
  );

interface Limits<Key extends string> {
  readonly alt: number;
  /** The placeholders each picture's words may use. */
  readonly placeholders?: Partial<Record<Key, readonly string[]>>;
}

function pictures<const Key extends string, Entry extends v.GenericSchema>(
  keys: readonly Key[],
  entry: (placeholders: readonly string[]) => Entry,
  placeholders: Partial<Record<Key, readonly string[]>> = {},
) {
  return v.object(
    Object.fromEntries(
      keys.map((key, index) => [
        key,
        v.pipe(entry(placeholders[key] ?? []), v.title(`Picture ${String(index + 1)} (${key})`)),
      ]),
    ) as unknown as Record<Key, Entry>,
  );
}

/** Pictures shown without a caption. */
export function pictureWords<const Key extends string>(keys: readonly Key[], limits: Limits<Key>) {
  return pictures(
    keys,
    (placeholders) => v.object({ alt: alt(limits.alt, placeholders) }),
    limits.placeholders,
  );
}

/** Pictures each shown with a caption. */
export function captionedPictureWords<const Key extends string>(
  keys: readonly Key[],
  limits: Limits<Key> & { readonly caption: number },
) {
  return pictures(
    keys,
    (placeholders) =>
      v.object({
        alt: alt(limits.alt, placeholders),
        caption: caption(limits.caption, placeholders),
      }),
    limits.placeholders,
  );
}
