import { validateContactValibot } from './contact.ts';
import type { ContactErrors, ContactMessage } from './fields.ts';
import type { ValidationCatalogue } from './messages/catalogue.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { ContactEnvelope, ContactSendFailure, ContactTransport } from './transport.ts';
import { ContactSendError } from './transport.ts';
import { missingArgument, requireCatalogue } from './missing-argument.ts';

/**
 * What happens when a guest presses Send, without React, so every path is unit-tested:
 * 1. validate (an invalid form costs no attempt: the guest only has to fix it);
 * 2. count the attempt against the rate limit (a refused send sends nothing);
 * 3. send the cleaned message through the configured transport; an endpoint that checks it again
 *    or limits it answers as the form would (messages under fields, or how long to wait).
 * The page turns each outcome into its toast and field state.
 */
export type ContactSubmitOutcome =
  | { readonly kind: 'invalid'; readonly errors: ContactErrors }
  | { readonly kind: 'rate-limited'; readonly minutesLeft: number }
  | { readonly kind: 'sent'; readonly data: ContactMessage }
  | { readonly kind: 'failed'; readonly reason: ContactSendFailure | 'unknown' };

export interface ContactSubmitDependencies {
  readonly limiter: RateLimiter;
  readonly transport: ContactTransport;
  /** The language of the field messages. */
  readonly catalogue: ValidationCatalogue;
  /** Called once the message is valid and allowed, just before it is sent ("Sending..."). */
  readonly onSending?: () => void;
  /** What goes with the message: its submission id, the page's language, the hidden field. */
  readonly envelope?: ContactEnvelope;
}

export async function submitContactMessage(
  input: unknown,
  dependencies: ContactSubmitDependencies,
): Promise<ContactSubmitOutcome> {
  const call = 'submitContactMessage(input, { limiter, transport, catalogue })';
  if (typeof dependencies !== 'object' || dependencies === null) {
    throw new TypeError(
      `${call}: the dependencies are missing — pass { limiter: createContactRateLimiter(), transport: transportFor(endpoint), catalogue } with the page's catalogue`,
    );
  }
  const { limiter, transport, catalogue, onSending, envelope } = dependencies;
  requireCatalogue(call, catalogue);
  if (typeof transport !== 'object' || transport === null) {
    throw missingArgument(
      call,
      'transport',
      'transportFor(endpoint), or createSimulatedTransport()',
    );
  }
  if (typeof limiter !== 'object' || limiter === null) {
    throw missingArgument(call, 'limiter', 'createContactRateLimiter(), made once per page');
  }
  const result = validateContactValibot(input, catalogue);
  if (!result.success) return { kind: 'invalid', errors: result.errors };
  const decision = limiter.attempt();
  if (!decision.allowed) return { kind: 'rate-limited', minutesLeft: decision.minutesLeft };
  onSending?.();
  try {
    await transport.send(result.data, envelope);
    return { kind: 'sent', data: result.data };
  } catch (error) {
    // The endpoint's own check and limit read as the form's: messages under fields, or a wait.
    if (error instanceof ContactSendError && error.fieldErrors)
      return { kind: 'invalid', errors: error.fieldErrors };
    if (error instanceof ContactSendError && error.retryAfterSeconds !== undefined)
      return {
        kind: 'rate-limited',
        minutesLeft: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)),
      };
    return { kind: 'failed', reason: error instanceof ContactSendError ? error.reason : 'unknown' };
  }
}
