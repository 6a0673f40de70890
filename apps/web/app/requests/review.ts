/**
 * What a request form needs only once a guest asks for a review: the rules (valibot), the rate
 * limiter, the messages' catalogue, what the form shows after a review, with the message builder
 * and the send links it uses, and the send to the resort's inbox. The form loads this when a guest first reaches into it, so
 * the page's first load carries none of it.
 */
export { createRequestRateLimiter, reviewRequest } from '@alento/validation';
export { messages } from '../lib/messages.ts';
export { requestFormUpdate } from './outcome.ts';
export { sendRequest } from './send.ts';
