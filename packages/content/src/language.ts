import { languages } from './languages.ts';

/**
 * The language of the pages being built: English here; each language's build swaps this module
 * for its twin (`language.pt-PT.ts`), so formatters and the app's chrome follow the page.
 */
export const language = languages[0];
