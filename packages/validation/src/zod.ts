// Separate entry point so that importing the package in the browser never pulls in zod.
export { contactSchemaZod, validateContactZod } from './contact-zod.ts';
export type { ContactErrors, ContactField, ContactMessage, ContactResult } from './fields.ts';
