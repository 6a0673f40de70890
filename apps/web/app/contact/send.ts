/**
 * What the contact form needs only once a guest sends: the rules and the submit (valibot), the
 * rate limiter, the transport, the messages' catalogue and what the form shows after a send, or
 * the hand-off to the guest's own apps where the build has nowhere to send. The
 * form loads this when a guest first reaches into it, so the page's first load carries none of it.
 */
export {
  createContactRateLimiter,
  submitContactMessage,
  transportFor,
  validateContactValibot,
} from '@alento/validation';
export { messages } from '../lib/messages.ts';
export { contactFormUpdate } from './outcome.ts';
export { handOff } from './handOff.ts';
