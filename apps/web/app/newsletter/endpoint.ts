/**
 * Where the footer's newsletter form sends, chosen at build time: the site's own inbox
 * (`/api/newsletter`) whenever the build's contact form sends somewhere, as the server that
 * receives one receives the other; `VITE_NEWSLETTER_ENDPOINT` names another. A build for a host
 * with no server (`VITE_CONTACT_ENDPOINT` empty) has nowhere to send, and the form says nothing
 * was sent rather than claim a mail is on its way. Read here, not through the contact form's
 * transport, so every page's footer carries no more than the address.
 */
const contactEndpoint: string = import.meta.env.VITE_CONTACT_ENDPOINT ?? '/api/contact';

export const newsletterEndpoint: string =
  import.meta.env.VITE_NEWSLETTER_ENDPOINT ?? (contactEndpoint.trim() ? '/api/newsletter' : '');
