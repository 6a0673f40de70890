/**
 * The validation messages and toasts in the pages' language. Each language's build swaps this
 * module for its twin (`messages.pt-PT.ts`), so a page ships one catalogue, its own.
 */
export { validationEn as messages } from '@alento/validation';
