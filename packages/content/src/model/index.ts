// `@alento/content/model`: what a property reuses without taking Alento's records. The record
// types, the valibot schemas that check them (Alento's own records pass the same ones), and the
// helpers that work on any property's records. Nothing here knows a word of Alento's.

export { parseRecord, parseRecords } from './records.ts';
export { siteConfigSchema } from './site.ts';
export type { SiteConfig, SocialProfile } from './site.ts';
export { callToActionSchema, navItemSchema } from './navigation.ts';
export type { CallToAction, NavItem } from './navigation.ts';
export { canonicalUrl, pageRouteSchema, pageWordsSchema, routeLookup } from './routes.ts';
export type { PageRoute, PageWords } from './routes.ts';
export { languageListSchema, languageOfPath, languageSchema, pathIn } from './languages.ts';
export type { InLanguages, Language, Words } from './languages.ts';
export { mediaRecordSchema } from './media.ts';
export type { FocalPoint, MediaRecord } from './media.ts';
export { categoriesInUse, facilityCategorySchema, facilitySchema } from './facilities.ts';
export type { Facility, FacilityCategory } from './facilities.ts';
export {
  benefitSchema,
  experienceCategorySchema,
  experienceSchema,
  filterByCategory,
  galleryItemSchema,
  parseCategory,
  signatureExperienceSchema,
} from './experiences.ts';
export type {
  Benefit,
  Experience,
  ExperienceCategory,
  GalleryItem,
  SignatureExperience,
} from './experiences.ts';
export { formatEuros } from './format.ts';
