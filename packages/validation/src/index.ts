// The browser's entry point: no zod here (it lives behind `@alento/validation/zod`).
export { contactFields, normaliseContactInput } from './fields.ts';
export type { ContactErrors, ContactField, ContactMessage, ContactResult } from './fields.ts';
export { contactSchemaValibot, validateContactValibot } from './contact.ts';
export { contactMessages, contactToasts, tooManyAttemptsMessage } from './messages.ts';
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
  ContactSendFailure,
  ContactTransport,
  HttpTransportOptions,
  SimulatedTransportOptions,
} from './transport.ts';
export { submitContactMessage } from './submit.ts';
export type { ContactSubmitDependencies, ContactSubmitOutcome } from './submit.ts';
export { requestMessages } from './messages.ts';
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
  RequestValues,
} from './request.ts';
export {
  composeRequest,
  formatRequestDate,
  mailtoRequestUrl,
  whatsAppRequestUrl,
} from './request-message.ts';
export type { ComposedRequest, RequestChannels, RequestLine } from './request-message.ts';
