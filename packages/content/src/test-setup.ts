import { buildIn } from './language-build.ts';

// Every test reads the content as the first language's build does, Markdown fields parsed; a
// test that wants another language switches with `inLanguage`.
buildIn('en-GB');
