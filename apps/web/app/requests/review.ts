/**
 * What a request form needs only once a guest asks for a review: the rules (valibot), the
 * message builder and the send links. The form loads this when a guest first reaches into it,
 * so the page's first load carries none of it.
 */
export {
  composeRequest,
  createRequestRateLimiter,
  mailtoRequestUrl,
  reviewRequest,
  whatsAppRequestUrl,
} from '@alento/validation';
