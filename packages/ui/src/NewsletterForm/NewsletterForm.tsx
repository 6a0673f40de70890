import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../Button/Button.tsx';
import { HoneypotField } from '../HoneypotField/HoneypotField.tsx';
import * as styles from './NewsletterForm.css.ts';

/** What became of a sign-up, as the caller's transport tells it. */
export type NewsletterOutcome =
  /** A mail with a link to confirm is on its way. */
  | { readonly kind: 'sent' }
  /** Nothing receives sign-ups here (a preview): nothing was sent or kept. */
  | { readonly kind: 'simulated' }
  /** The address was refused, with the message to show under the field. */
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'rate-limited'; readonly minutes: number }
  /** No answer, or an answer that is not one of the above. */
  | { readonly kind: 'failed' };

/** The form's state, also on the form as `data-state` for styling. */
export type NewsletterFormState = 'idle' | 'sending' | NewsletterOutcome['kind'];

/** The sentence shown for each outcome; each receives what it may repeat. */
export interface NewsletterFormMessages {
  sent: (email: string) => string;
  simulated: (email: string) => string;
  tooManyAttempts: (minutes: number) => string;
  failed: string;
}

export interface NewsletterFormProps {
  heading?: string;
  intro?: string;
  label: string;
  buttonLabel: string;
  /** The button's words while the address is being sent. */
  sendingLabel: string;
  messages: NewsletterFormMessages;
  /**
   * Sends the address; resolves with what happened (a rejection reads as `failed`). `website` is
   * the value of a field hidden from people, which only programs fill.
   */
  onSubscribe: (email: string, extra: { website: string }) => Promise<NewsletterOutcome>;
}

/**
 * A one-field e-mail sign-up. The browser checks the address first (`required`,
 * `type="email"`); the caller's answer is then told truthfully: a refused address under the
 * field, tied to it; any other result in a polite status next to the form. Only a sent or
 * simulated sign-up empties the field: after a failure the address is still there to send again.
 */
export function NewsletterForm({
  heading,
  intro,
  label,
  buttonLabel,
  sendingLabel,
  messages,
  onSubscribe,
}: NewsletterFormProps) {
  const inputId = useId();
  const headingId = useId();
  const errorId = useId();
  const [state, setState] = useState<NewsletterFormState>('idle');
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const trap = useRef<HTMLInputElement>(null);
  // A ref, not state: a second press in the same frame must already see the first.
  const busy = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setState('sending');
    setStatus('');
    setError('');
    let outcome: NewsletterOutcome;
    try {
      outcome = await onSubscribe(email, { website: trap.current?.value ?? '' });
    } catch {
      outcome = { kind: 'failed' };
    }
    busy.current = false;
    // Rendered at once, so the field that takes focus is already described by its message.
    flushSync(() => {
      setState(outcome.kind);
      switch (outcome.kind) {
        case 'sent':
          setStatus(messages.sent(email));
          break;
        case 'simulated':
          setStatus(messages.simulated(email));
          break;
        case 'invalid':
          setError(outcome.message);
          break;
        case 'rate-limited':
          setStatus(messages.tooManyAttempts(outcome.minutes));
          break;
        case 'failed':
          setStatus(messages.failed);
          break;
      }
    });
    if (outcome.kind === 'sent' || outcome.kind === 'simulated') form.reset();
    if (outcome.kind === 'invalid') input.current?.focus();
  };

  const sending = state === 'sending';
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      // Before scripts run, a submit must not put the address in a URL.
      method="post"
      data-state={state}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
    >
      {heading ? (
        <h3 id={headingId} className={styles.label}>
          {heading}
        </h3>
      ) : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          required
          autoComplete="email"
          spellCheck={false}
          maxLength={255}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onInput={() => setError('')}
        />
        <Button type="submit" variant="onImage" aria-busy={sending || undefined}>
          {sending ? sendingLabel : buttonLabel}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      <HoneypotField ref={trap} />
      <p className={styles.status} role="status">
        {/* No text node while there is nothing to say, as the server renders it. */}
        {status || null}
      </p>
    </form>
  );
}
