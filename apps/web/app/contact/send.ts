/**
 * What the contact form needs only once a guest sends: the rules and the submit (valibot), the
 * rate limiter, the transport, the messages' catalogue and what the form shows after a send. The
 * form loads this when a guest first reaches into it, so the page's first load carries none of it.
 */
export { createContactRateLimiter, submitContactMessage, transportFor } from '@alento/validation';
export { messages } from '../lib/messages.ts';
export { contactEndpoint } from './endpoint.ts';
export { contactFormUpdate } from './outcome.ts';
