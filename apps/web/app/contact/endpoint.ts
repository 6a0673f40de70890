import { transportFor } from '@alento/validation';

import { contactEndpoint } from '../lib/inboxEndpoint.ts';

// A build for a host with no server sets it empty, and the form offers the guest's own ways.
export { contactEndpoint };

/**
 * Whether the contact form of a build sends its messages anywhere: the same choice the form's
 * transport makes, so the privacy page describes the form of the build it is in.
 */
export function contactFormSends(endpoint: string | undefined = contactEndpoint): boolean {
  return transportFor(endpoint).kind === 'http';
}
