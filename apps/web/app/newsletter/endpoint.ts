import { inboxEndpoint } from '../lib/inboxEndpoint.ts';

/**
 * Where the footer's newsletter form sends: `/api/newsletter`, `VITE_NEWSLETTER_ENDPOINT`, or
 * nowhere (`inboxEndpoint`), and then the form says nothing was sent rather than claim a mail is
 * on its way.
 */
export const newsletterEndpoint: string = inboxEndpoint(
  import.meta.env.VITE_NEWSLETTER_ENDPOINT,
  '/api/newsletter',
);
