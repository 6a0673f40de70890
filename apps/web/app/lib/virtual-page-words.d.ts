// Written by the page words plugin (apps/web/language/page-words.ts) at build time: one module
// per page of the route table, named after its path (`virtual:alento-page-words/booking/spa`).
declare module 'virtual:alento-page-words/*' {
  import type { PageWords } from '@alento/content';

  /** The page's heading, document title and meta description, in the build's language. */
  const words: PageWords;
  export default words;
}
