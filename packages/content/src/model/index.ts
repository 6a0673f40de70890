// `@alento/content/model`: what a property reuses without taking Alento's records. The record
// types, the valibot schemas that check them (Alento's own records pass the same ones), and the
// helpers that work on any property's records. Nothing here knows a word of Alento's.

export { parseRecord, parseRecords } from './records.ts';
export {
  inSchemaOrder,
  isWords,
  joinWords,
  pathName,
  pickWords,
  problemLines,
  wordEntries,
  words,
  wordsSchema,
} from './data.ts';
export type { DataPath } from './data.ts';
export {
  benefitSchema,
  callToActionSchema,
  experienceCategorySchema,
  experienceSchema,
  facilityCategorySchema,
  facilitySchema,
  galleryItemSchema,
  languageListSchema,
  languageSchema,
  mediaRecordSchema,
  navItemSchema,
  pageRouteSchema,
  pageWordsSchema,
  signatureExperienceSchema,
  siteConfigSchema,
} from './schemas.ts';
export type { SiteConfig, SocialProfile } from './site.ts';
export type { CallToAction, NavItem } from './navigation.ts';
export { canonicalUrl, routeLookup } from './routes.ts';
export type { PageRoute, PageWords } from './routes.ts';
export { languageOfPath, pathIn } from './languages.ts';
export type { InLanguages, Language, Words } from './languages.ts';
export type { FocalPoint, MediaRecord } from './media.ts';
export { categoriesInUse } from './facilities.ts';
export type { Facility, FacilityCategory } from './facilities.ts';
export { filterByCategory, parseCategory } from './experiences.ts';
export type {
  Benefit,
  Experience,
  ExperienceCategory,
  GalleryItem,
  SignatureExperience,
} from './experiences.ts';
export { formatEuros } from './format.ts';
