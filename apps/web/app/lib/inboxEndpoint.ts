/**
 * The contact form's endpoint in this build: the site's own inbox (`/api/contact`, served by
 * `server/serve.ts`), or the address in `VITE_CONTACT_ENDPOINT`; empty for a host with no server.
 */
export const contactEndpoint: string = import.meta.env.VITE_CONTACT_ENDPOINT ?? '/api/contact';

/**
 * Where another of the site's forms sends, chosen at build time: `configured` when the build names
 * one (its `VITE_*_ENDPOINT`), else the site's own inbox at `route` whenever the contact form
 * sends somewhere, as the server that receives one receives the others; else nowhere (empty), and
 * the form offers the guest's own ways instead. This module imports nothing, so a page's footer
 * carries no more than the addresses.
 */
export function inboxEndpoint(
  configured: string | undefined,
  route: `/api/${string}`,
  contact: string = contactEndpoint,
): string {
  return (configured ?? (contact.trim() ? route : '')).trim();
}
