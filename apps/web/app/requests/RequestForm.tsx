import { requestContactFields, requestCopy, siteConfig } from '@alento/content';
import type { RequestField, RequestPage } from '@alento/content';
import { Button, ButtonLink, RadioGroup, TextArea, TextField, useToast } from '@alento/ui';
import { contactToasts, localIsoDate, requestFieldNames, sanitizeInput } from '@alento/validation';
import type { ComposedRequest, RateLimiter, RequestErrors, RequestLine } from '@alento/validation';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from '../lib/useHydrated.ts';
import * as styles from './RequestForm.css.ts';
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
}

type Values = Record<string, string>;

// The module system keeps the first load, so every call after it resolves at once.
const loadReview = (): Promise<typeof reviewModule> => import('./review.ts');

/** A reviewed request: its message, and the two links that carry it. */
interface Summary extends ComposedRequest {
  readonly whatsAppUrl: string;
  readonly mailtoUrl: string;
}

function initialValues(page: RequestPage): Values {
  const values: Values = { name: '', email: '', phone: '', notes: '' };
  for (const field of page.fields) {
    values[field.name] = field.kind === 'count' ? String(field.initial) : '';
  }
  return values;
}

const { name, email, phone, notes } = requestContactFields;

/**
 * The one request form, configured by a request page's record. Review checks the rules, shows
 * each broken one under its field and moves focus to the first; a valid request becomes a
 * summary with the exact message and two links that open the guest's own WhatsApp or e-mail
 * with it filled in. The site sends nothing, and nothing typed is ever cleared.
 */
export function RequestForm({ page, carried = null }: RequestFormProps) {
  const { toast } = useToast();
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(() => initialValues(page));
  const [errors, setErrors] = useState<RequestErrors>({});
  const [composed, setComposed] = useState<Summary | null>(null);
  const controls = useRef<Partial<Record<string, HTMLElement>>>({});
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  // Made on the first review: the limiter reads browser storage, which prerendering has not got.
  const limiter = useRef<RateLimiter | null>(null);
  const form = useRef<HTMLFormElement>(null);

  // The rules are fetched as soon as a guest reaches into the form, so they are there by the
  // time the guest asks for a review (and loaded for good before any summary replaces the form).
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const prepare = () => void loadReview();
    element.addEventListener('focusin', prepare, { once: true });
    return () => element.removeEventListener('focusin', prepare);
  }, []);

  // A carried choice arrives after hydration (it comes from the address): it fills its field.
  useEffect(() => {
    if (!carried) return;
    setValues((current) => ({ ...current, [carried.field]: carried.value }));
  }, [carried]);

  // The prerendered page cannot know the guest's today; the date fields learn it once live.
  const today = hydrated ? localIsoDate(new Date()) : undefined;

  const setValue = (field: string, clean: boolean) => (value: string) => {
    setValues((current) => ({ ...current, [field]: clean ? sanitizeInput(value) : value }));
  };

  const register = (field: string) => (element: HTMLElement | null) => {
    controls.current[field] = element ?? undefined;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rules = await loadReview();
    limiter.current ??= rules.createRequestRateLimiter();
    const outcome = rules.reviewRequest(page, values, {
      limiter: limiter.current,
      today: localIsoDate(new Date()),
    });
    if (outcome.kind === 'invalid') {
      // Rendered at once, so the field that takes focus is already described by its message.
      flushSync(() => setErrors(outcome.errors));
      const first = requestFieldNames(page).find((field) => outcome.errors[field] !== undefined);
      if (first) controls.current[first]?.focus();
      toast({ ...contactToasts.validation, variant: 'default' });
      return;
    }
    if (outcome.kind === 'rate-limited') {
      setErrors({});
      toast({
        title: contactToasts.tooManyAttempts.title,
        description: contactToasts.tooManyAttempts.description(outcome.minutesLeft),
        variant: 'destructive',
      });
      return;
    }
    const request = rules.composeRequest(page, outcome.data, carried?.lines ?? []);
    flushSync(() => {
      setErrors({});
      setComposed({
        ...request,
        whatsAppUrl: rules.whatsAppRequestUrl(siteConfig, request.text),
        mailtoUrl: rules.mailtoRequestUrl(siteConfig, request.subject, request.text),
      });
    });
    summaryHeading.current?.focus();
  };

  const onEdit = () => {
    flushSync(() => setComposed(null));
    const first = requestFieldNames(page)[0];
    if (first) controls.current[first]?.focus();
  };

  if (composed) {
    return (
      <section className={styles.summary} aria-labelledby="request-summary-heading">
        <h3
          id="request-summary-heading"
          ref={summaryHeading}
          tabIndex={-1}
          className={styles.summaryHeading}
        >
          {requestCopy.summaryHeading}
        </h3>
        <p className={styles.note}>{requestCopy.summaryIntro}</p>
        <dl className={styles.lines}>
          {composed.lines.map((line) => (
            <div key={line.label} className={styles.line}>
              <dt className={styles.term}>{line.label}</dt>
              <dd className={styles.definition}>{line.value}</dd>
            </div>
          ))}
        </dl>
        <p id="request-message-label" className={styles.messageLabel}>
          {requestCopy.messageLabel}
        </p>
        <pre className={styles.message} aria-labelledby="request-message-label">
          {composed.text}
        </pre>
        <div className={styles.actions}>
          <ButtonLink href={composed.whatsAppUrl} newTab icon="external" iconPosition="trailing">
            {requestCopy.sendWhatsApp}
          </ButtonLink>
          <ButtonLink href={composed.mailtoUrl} variant="secondary" icon="mail">
            {requestCopy.sendEmail}
          </ButtonLink>
          <Button variant="secondary" onClick={onEdit}>
            {requestCopy.edit}
          </Button>
        </div>
        <p className={styles.note}>{requestCopy.nothingSent}</p>
      </section>
    );
  }

  const field = (spec: RequestField) => {
    const shared = {
      name: spec.name,
      label: spec.label,
      error: errors[spec.name],
      value: values[spec.name] ?? '',
      onValueChange: setValue(spec.name, false),
      required: true,
      ref: register(spec.name),
    };
    switch (spec.kind) {
      case 'choice':
        return (
          <div key={spec.name} className={styles.wide}>
            <RadioGroup
              {...shared}
              layout={spec.options.length > 3 ? 'stack' : 'inline'}
              options={spec.options}
            />
          </div>
        );
      case 'date':
        return (
          <div key={spec.name}>
            <TextField {...shared} type="date" min={today} width="short" />
          </div>
        );
      case 'time':
        return (
          <div key={spec.name}>
            <TextField {...shared} type="time" width="short" />
          </div>
        );
      case 'count':
        return (
          <div key={spec.name}>
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
          </div>
        );
    }
  };

  const contact = (spec: typeof name | typeof email | typeof phone) => ({
    name: spec.name,
    label: spec.label,
    error: errors[spec.name],
    value: values[spec.name] ?? '',
    onValueChange: setValue(spec.name, true),
    maxLength: spec.maxLength,
    ref: register(spec.name),
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
          <dl className={styles.lines}>
            {carried.lines.map((line) => (
              <div key={line.label} className={styles.line}>
                <dt className={styles.term}>{line.label}</dt>
                <dd className={styles.definition}>{line.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <div className={styles.fields}>{page.fields.map(field)}</div>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{requestCopy.contactLegend}</legend>
        <p className={styles.groupHint}>{requestCopy.contactHint}</p>
        <div className={styles.fields}>
          <div className={styles.wide}>
            <TextField {...contact(name)} required autoComplete="name" />
          </div>
          <div>
            <TextField {...contact(email)} type="email" autoComplete="email" spellCheck={false} />
          </div>
          <div>
            <TextField {...contact(phone)} type="tel" autoComplete="tel" />
          </div>
          <div className={styles.wide}>
            <TextArea
              name={notes.name}
              label={notes.label}
              error={errors[notes.name]}
              value={values[notes.name] ?? ''}
              onValueChange={setValue(notes.name, true)}
              maxLength={notes.maxLength}
              rows={4}
              ref={register(notes.name)}
            />
          </div>
        </div>
      </fieldset>
      <div>
        <Button type="submit" size="large">
          {requestCopy.review}
        </Button>
      </div>
    </form>
  );
}
