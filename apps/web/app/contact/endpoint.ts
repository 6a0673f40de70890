import { transportFor } from '@alento/validation';

/**
 * Where the contact form sends, chosen at build time: with `VITE_CONTACT_ENDPOINT` set the
 * message is POSTed there as JSON; without it the form does the spec's simulated one-second send.
 */
export const contactEndpoint: string | undefined = import.meta.env.VITE_CONTACT_ENDPOINT;

/**
 * Whether the contact form of a build sends its messages anywhere: the same choice the form's
 * transport makes, so the privacy page describes the form of the build it is in.
 */
export function contactFormSends(endpoint: string | undefined = contactEndpoint): boolean {
  return transportFor(endpoint).kind === 'http';
}
