/**
 * The request pages' rules and words in one language, for the server: the build bundles this
 * module once per language with the language plugins (scripts/build.ts), so the server checks a
 * Portuguese request with the Portuguese page's labels and messages and writes the summary the
 * guest saw.
 */
import { language, requestPages } from '@alento/content';
import { createRequestDesk } from '@alento/inbox/requests';
import { messages } from '../app/lib/messages.ts';
import { carriedChoice } from '../app/requests/carry.ts';

export const requestDesk = createRequestDesk({
  locale: language.locale,
  pages: requestPages,
  catalogue: messages,
  carried: (page, journey) => (journey ? (carriedChoice(page, journey)?.lines ?? []) : []),
});
