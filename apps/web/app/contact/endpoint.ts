import { transportFor } from '@alento/validation';

/**
 * Where the contact form sends, chosen at build time: the site's own inbox (`/api/contact`,
 * served by `server/serve.ts`), or the address in `VITE_CONTACT_ENDPOINT`. A build for a host
 * with no server sets it empty, and the form does the spec's simulated one-second send.
 */
export const contactEndpoint: string = import.meta.env.VITE_CONTACT_ENDPOINT ?? '/api/contact';

/**
 * Whether the contact form of a build sends its messages anywhere: the same choice the form's
 * transport makes, so the privacy page describes the form of the build it is in.
 */
export function contactFormSends(endpoint: string | undefined = contactEndpoint): boolean {
  return transportFor(endpoint).kind === 'http';
}
