/**
 * What the forms say to a guest, in each language, for `@alento/validation`, which builds its
 * catalogues from these (`data/form-messages/`). Each language is read from its own file, as a
 * server answers in all three at once; the words keep their placeholders, which the catalogue
 * fills with the forms' limits, labels and dates.
 *
 * In a language's build (`apps/web/language/plugin.ts`) the first language's file is read in the
 * build's language, like every record's: a page takes the catalogue of its own language, and
 * there `formMessagesEn` would hold that language's words.
 */
import english from '../data/form-messages/form-messages.en-GB.json' with { type: 'json' };
import portuguese from '../data/form-messages/form-messages.pt-PT.json' with { type: 'json' };
import spanish from '../data/form-messages/form-messages.es-ES.json' with { type: 'json' };
import type { FormMessages } from './data/schemas/form-messages.ts';

export type { FormMessages };

export const formMessagesEn: FormMessages = english;
export const formMessagesPtPT: FormMessages = portuguese;
export const formMessagesEsES: FormMessages = spanish;
