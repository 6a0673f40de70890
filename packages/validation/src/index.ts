// The browser's entry point: no zod here (it lives behind `@alento/validation/zod`).
export { contactFields, normaliseContactInput } from './fields.ts';
// The limits the contact schema enforces, so a form's `maxLength` and counter agree with it.
export { contactLimits } from '@alento/content';
export type { ContactErrors, ContactField, ContactMessage, ContactResult } from './fields.ts';
export { contactSchemaValibot, validateContactValibot } from './contact.ts';
// One catalogue per language, built from the content's data: a page imports its own, and the
// others stay out of its bundle.
export { validationEn, validationEsES, validationPtPT } from './messages/catalogues.ts';
export { buildCatalogue } from './messages/build-catalogue.ts';
// The shape of the words a catalogue is built from, for a property that writes its own.
export type { FormMessages } from '@alento/content';
export { formatCount, longDate, pluralMessage } from './messages/catalogue.ts';
export type {
  NameMessages,
  PluralForms,
  ToastText,
  ValidationCatalogue,
} from './messages/catalogue.ts';
export { emailPattern, htmlTagPattern, namePattern, scriptTagPattern } from './rules.ts';
export { eventHandlerNames, sanitizeInput } from './sanitize.ts';
export {
  createContactRateLimiter,
  createRateLimiter,
  minutesLeft,
  rateLimitStoragePrefix,
} from './rate-limit.ts';
export type {
  RateLimitDecision,
  RateLimiter,
  RateLimiterOptions,
  RateLimitRule,
  StorageLike,
} from './rate-limit.ts';
export {
  ContactSendError,
  createHttpTransport,
  createSimulatedTransport,
  defaultHttpTimeoutMs,
  transportFor,
} from './transport.ts';
export type {
  ContactEnvelope,
  ContactSendFailure,
  ContactTransport,
  HttpTransportOptions,
  SimulatedTransportOptions,
} from './transport.ts';
export { submitContactMessage } from './submit.ts';
export type { ContactSubmitDependencies, ContactSubmitOutcome } from './submit.ts';
export { localIsoDate, requestFieldNames } from './request-form.ts';
export {
  createRequestRateLimiter,
  isCalendarDate,
  requestSchemaValibot,
  reviewRequest,
  validateRequestValibot,
} from './request.ts';
export type {
  RequestClock,
  RequestErrors,
  RequestResult,
  RequestReviewOutcome,
  RequestRuleOptions,
  RequestValues,
} from './request.ts';
export {
  composeRequest,
  formatRequestDate,
  mailtoRequestUrl,
  whatsAppRequestUrl,
} from './request-message.ts';
export type { ComposedRequest, RequestChannels, RequestLine } from './request-message.ts';
