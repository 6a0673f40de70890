/**
 * Where the request forms send, chosen at build time: the site's own inbox (`/api/request`,
 * served by `server/serve.ts`) whenever the build's contact form sends somewhere, as the server
 * that receives one receives the other; `VITE_REQUEST_ENDPOINT` names another. A build for a host
 * with no server (`VITE_CONTACT_ENDPOINT` empty) offers the guest's own WhatsApp and e-mail only.
 */
const contactEndpoint: string = import.meta.env.VITE_CONTACT_ENDPOINT ?? '/api/contact';

export const requestEndpoint: string = (
  import.meta.env.VITE_REQUEST_ENDPOINT ?? (contactEndpoint.trim() ? '/api/request' : '')
).trim();

/** Whether the request pages of this build can send a request to the resort themselves. */
export const requestsSend: boolean = requestEndpoint !== '';
