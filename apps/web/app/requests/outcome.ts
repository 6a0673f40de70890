import { siteConfig } from '@alento/content';
import type { RequestPage } from '@alento/content';
import type { ToastOptions } from '@alento/ui';
import {
  composeRequest,
  mailtoRequestUrl,
  requestFieldNames,
  whatsAppRequestUrl,
} from '@alento/validation';
import type {
  ComposedRequest,
  RequestErrors,
  RequestLine,
  RequestReviewOutcome,
} from '@alento/validation';

import { messages } from '../lib/messages.ts';

const contactToasts = messages.toasts;

/** A reviewed request: its message, and the two links that carry it. */
export interface ReviewedRequest extends ComposedRequest {
  readonly whatsAppUrl: string;
  readonly mailtoUrl: string;
}

export interface RequestFormUpdate {
  /** The message under each field to fix; none once the request passes the rules. */
  readonly errors: RequestErrors;
  /** The field to move focus to: the first one to fix, in the form's order. */
  readonly focus: string | undefined;
  readonly toast: ToastOptions | undefined;
  /** A request ready to send: the summary takes the form's place, and focus. */
  readonly summary: ReviewedRequest | undefined;
}

/**
 * What a request form shows after a review, as a pure function of what the rules and the rate
 * limiter decided. No outcome touches what the guest typed: a refused request keeps every field,
 * and a ready one is only shown, so Edit returns to the form as it was. Only 'Too Many
 * Attempts' is destructive in style, as on the contact form.
 */
export function requestFormUpdate(
  page: Pick<RequestPage, 'fields' | 'subject'>,
  outcome: RequestReviewOutcome,
  carriedLines: readonly RequestLine[] = [],
): RequestFormUpdate {
  switch (outcome.kind) {
    case 'invalid':
      return {
        errors: outcome.errors,
        focus: requestFieldNames(page).find((field) => outcome.errors[field] !== undefined),
        toast: { ...contactToasts.validation, variant: 'default' },
        summary: undefined,
      };
    case 'rate-limited':
      return {
        errors: {},
        focus: undefined,
        toast: {
          title: contactToasts.tooManyAttempts.title,
          description: contactToasts.tooManyAttempts.description(outcome.minutesLeft),
          variant: 'destructive',
        },
        summary: undefined,
      };
    case 'ready': {
      const request = composeRequest(page, outcome.data, messages, carriedLines);
      return {
        errors: {},
        focus: undefined,
        toast: undefined,
        summary: {
          ...request,
          whatsAppUrl: whatsAppRequestUrl(siteConfig, request.text),
          mailtoUrl: mailtoRequestUrl(siteConfig, request.subject, request.text),
        },
      };
    }
  }
}
