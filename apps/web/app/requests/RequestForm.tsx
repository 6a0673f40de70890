import { language, requestContactFields, requestCopy } from '@alento/content';
import type { RequestContactField, RequestField, RequestPage } from '@alento/content';
import { Button, HoneypotField, RadioGroup, TextArea, TextField, useToast } from '@alento/ui';
import { localIsoDate, requestFieldNames } from '@alento/validation';
import type { RateLimiter, RequestLine } from '@alento/validation';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { FieldCell, FieldGrid } from '../forms/FieldGrid.tsx';
import { newSubmissionId } from '../forms/submissionId.ts';
import { useFormFields } from '../forms/useFormFields.ts';
import { useHydrated } from '../lib/useHydrated.ts';
import { useLoadOnFirstFocus } from '../lib/useLoadOnFirstFocus.ts';
import { requestEndpoint, requestsSend } from './endpoint.ts';
import type { ReviewedRequest } from './outcome.ts';
import * as styles from './RequestForm.css.ts';
import { RequestLines } from './RequestLines.tsx';
import { RequestSummary } from './RequestSummary.tsx';
import type * as reviewModule from './review.ts';

/** A choice filled in from elsewhere (a concierge journey), with the lines it adds. */
export interface CarriedChoice {
  readonly field: string;
  readonly value: string;
  readonly lines: readonly RequestLine[];
}

export interface RequestFormProps {
  readonly page: RequestPage;
  readonly carried?: CarriedChoice | null;
  /** The address's query that carried the choice, sent with the request so the inbox reads it too. */
  readonly journey?: string;
}

type Values = Record<string, string>;

// The module system keeps the first load, so every call after it resolves at once.
const loadReview = (): Promise<typeof reviewModule> => import('./review.ts');

function initialValues(page: RequestPage): Values {
  const values: Values = { name: '', email: '', phone: '', notes: '' };
  for (const field of page.fields) {
    values[field.name] = field.kind === 'count' ? String(field.initial) : '';
  }
  return values;
}

const { name, email, phone, notes } = requestContactFields;

/**
 * The one request form, configured by a request page's record. Review runs the rules and the
 * rate limit, and `requestFormUpdate` (outcome.ts) decides what follows: each broken rule under
 * its field with focus on the first, a toast, or a `RequestSummary` in the form's place, from
 * which the guest sends it to the resort (where the build has an inbox) or from their own apps.
 * Nothing typed is ever cleared: a request the inbox refuses returns to the form as it was.
 */
export function RequestForm({ page, carried = null, journey = '' }: RequestFormProps) {
  const { toast } = useToast();
  const hydrated = useHydrated();
  const [reviewed, setReviewed] = useState<ReviewedRequest | null>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  // Made on the first review: the limiter reads browser storage, which prerendering has not got.
  const limiter = useRef<RateLimiter | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [sendingLabel, setSendingLabel] = useState('');
  const [sent, setSent] = useState(false);
  // A ref, not state: a second press in the same frame must already see the first one.
  const busy = useRef(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  // One id for every press of Send of the same request; a change to any field makes a new one.
  const submission = useRef<string | null>(null);
  const { values, setValues, setErrors, wire, focus } = useFormFields<Values>(
    () => initialValues(page),
    () => {
      submission.current = null;
    },
  );
  const trap = useRef<HTMLInputElement>(null);
  // The hidden field's content, read at review: the summary replaces the form and its inputs.
  const trapped = useRef('');

  // Loaded for good before any summary replaces the form.
  useLoadOnFirstFocus(form, loadReview);

  // A carried choice arrives after hydration (it comes from the address): it fills its field.
  useEffect(() => {
    if (!carried) return;
    setValues((current) => ({ ...current, [carried.field]: carried.value }));
  }, [carried, setValues]);

  // The prerendered page cannot know the guest's today; the date fields learn it once live.
  const today = hydrated ? localIsoDate(new Date()) : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    trapped.current = trap.current?.value ?? '';
    let rules: typeof reviewModule;
    try {
      rules = await loadReview();
    } catch {
      // Nothing is lost: every field keeps what was entered, and the next review tries again.
      toast({ ...requestCopy.reviewUnavailable, variant: 'destructive' });
      return;
    }
    limiter.current ??= rules.createRequestRateLimiter();
    const outcome = rules.reviewRequest(page, values, {
      limiter: limiter.current,
      today: localIsoDate(new Date()),
      catalogue: rules.messages,
    });
    const update = rules.requestFormUpdate(page, outcome, carried?.lines ?? []);
    // Rendered at once, so what takes focus is already there and described by its message.
    flushSync(() => {
      setErrors(update.errors);
      if (update.summary) setReviewed(update.summary);
    });
    if (update.summary) summaryHeading.current?.focus();
    else focus(update.focus);
    if (update.toast) toast(update.toast);
  };

  const onSend = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      let rules: typeof reviewModule;
      try {
        rules = await loadReview();
      } catch {
        toast({ ...requestCopy.sendFailed, variant: 'default' });
        return;
      }
      setSendingLabel(rules.messages.toasts.sending);
      setSending(true);
      submission.current ??= newSubmissionId();
      const outcome = await rules.sendRequest(requestEndpoint, {
        id: submission.current,
        language: language.locale,
        page: page.path,
        values,
        journey,
        website: trapped.current,
      });
      switch (outcome.kind) {
        case 'sent':
          submission.current = null;
          flushSync(() => {
            setSending(false);
            setSent(true);
          });
          sentHeading.current?.focus();
          return;
        case 'invalid': {
          // The inbox's own check found what the form's did not: back to the form, as it was.
          const update = rules.requestFormUpdate(page, outcome, carried?.lines ?? []);
          flushSync(() => {
            setSending(false);
            setErrors(update.errors);
            setReviewed(null);
          });
          focus(update.focus);
          if (update.toast) toast(update.toast);
          return;
        }
        case 'rate-limited': {
          const update = rules.requestFormUpdate(page, outcome, carried?.lines ?? []);
          if (update.toast) toast(update.toast);
          return;
        }
        case 'failed':
          toast({ ...requestCopy.sendFailed, variant: 'default' });
          return;
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const onEdit = () => {
    flushSync(() => setReviewed(null));
    focus(requestFieldNames(page)[0]);
  };

  if (reviewed) {
    return (
      <RequestSummary
        request={reviewed}
        headingRef={summaryHeading}
        onEdit={onEdit}
        send={
          requestsSend
            ? {
                onSend: () => void onSend(),
                sending,
                sendingLabel,
                sent,
                sentHeadingRef: sentHeading,
              }
            : undefined
        }
      />
    );
  }

  const field = (spec: RequestField) => {
    const shared = { ...wire(spec, { sanitize: false }), required: true };
    switch (spec.kind) {
      case 'choice':
        return (
          <FieldCell key={spec.name} wide>
            <RadioGroup
              {...shared}
              layout={spec.options.length > 3 ? 'stack' : 'inline'}
              options={spec.options}
            />
          </FieldCell>
        );
      case 'date':
        return (
          <FieldCell key={spec.name}>
            <TextField {...shared} type="date" min={today} width="short" />
          </FieldCell>
        );
      case 'time':
        return (
          <FieldCell key={spec.name}>
            <TextField {...shared} type="time" width="short" />
          </FieldCell>
        );
      case 'count':
        return (
          <FieldCell key={spec.name}>
            <TextField
              {...shared}
              type="number"
              min={spec.min}
              max={spec.max}
              step={1}
              inputMode="numeric"
              hint={`${String(spec.min)} to ${String(spec.max)}`}
              width="short"
            />
          </FieldCell>
        );
    }
  };

  const contact = (spec: (typeof requestContactFields)[RequestContactField]) => ({
    ...wire(spec, { sanitize: true }),
    maxLength: spec.maxLength,
  });

  return (
    <form
      ref={form}
      className={styles.form}
      // Before scripts run, a submit must not put the request in a URL; once they run, the
      // browser never submits the form itself.
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={requestCopy.formHeading}
    >
      {carried ? (
        <div className={styles.carried} role="status">
          <h3 className={styles.carriedHeading}>{requestCopy.carriedHeading}</h3>
          <p className={styles.note}>{requestCopy.carriedIntro}</p>
          <RequestLines lines={carried.lines} />
        </div>
      ) : null}
      <FieldGrid>{page.fields.map(field)}</FieldGrid>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{requestCopy.contactLegend}</legend>
        <p className={styles.note}>{requestCopy.contactHint}</p>
        <FieldGrid>
          <FieldCell wide>
            <TextField {...contact(name)} required autoComplete="name" />
          </FieldCell>
          <FieldCell>
            <TextField {...contact(email)} type="email" autoComplete="email" spellCheck={false} />
          </FieldCell>
          <FieldCell>
            <TextField {...contact(phone)} type="tel" autoComplete="tel" />
          </FieldCell>
          <FieldCell wide>
            <TextArea {...contact(notes)} rows={4} />
          </FieldCell>
        </FieldGrid>
      </fieldset>
      <HoneypotField ref={trap} />
      <div>
        <Button type="submit" size="large">
          {requestCopy.review}
        </Button>
      </div>
    </form>
  );
}
