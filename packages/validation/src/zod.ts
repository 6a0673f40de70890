// Separate entry point so that importing the package in the browser never pulls in zod.
export { contactSchemaZod, validateContactZod } from './contact-zod.ts';
export type { ContactErrors, ContactField, ContactMessage, ContactResult } from './fields.ts';
export { validationEn, validationEsES, validationPtPT } from './messages/catalogues.ts';
export type { ValidationCatalogue } from './messages/catalogue.ts';
export { newsletterSchemaZod, validateNewsletterZod } from './newsletter-zod.ts';
export type { NewsletterResult } from './newsletter-zod.ts';
