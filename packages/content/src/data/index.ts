// `@alento/content/data`: the data files for the tools that read them at build time (the site's
// build, the editor, the translators' exchange). Pages never import this: they import the files.

export { dataFile, dataFiles } from './files.ts';
export type { DataFile } from './files.ts';
export {
  checkAllData,
  checkDataFile,
  dataDir,
  dataPath,
  DataFileError,
  packageDataDir,
  readData,
  readRecord,
} from './read.ts';
export { hasProse, parsedRecord } from './markdown.ts';
// The inbox fills the newsletter mail's words, read from `newsletter/mail`, as the pages fill theirs.
export { fillPlaceholders } from '../placeholders.ts';
export type { NewsletterMailWords } from './schemas/newsletter.ts';
