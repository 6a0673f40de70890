/**
 * Where the request forms send, chosen at build time: the site's own inbox (`/api/request`,
 * served by `server/serve.ts`), or the address in `VITE_REQUEST_ENDPOINT`. A build for a host
 * with no server sets it empty: its request pages offer the guest's own WhatsApp and e-mail only.
 */
export const requestEndpoint: string = (
  import.meta.env.VITE_REQUEST_ENDPOINT ?? '/api/request'
).trim();

/** Whether the request pages of this build can send a request to the resort themselves. */
export const requestsSend: boolean = requestEndpoint !== '';
