import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './NewsletterForm.css.ts';

export interface NewsletterFormProps {
  heading?: string;
  intro?: string;
  label: string;
  buttonLabel: string;
  /**
   * Told to the guest after a valid submit: say truthfully what happened to their address.
   * Receives the address so the message can repeat it.
   */
  confirmation: (email: string) => string;
  /** Optional hand-off of the address (e.g. to a sending transport). */
  onSubscribe?: (email: string) => void;
}

/**
 * A one-field e-mail sign-up. The browser checks the address (`required`, `type="email"`); the
 * result is announced politely next to the form.
 */
export function NewsletterForm({
  heading,
  intro,
  label,
  buttonLabel,
  confirmation,
  onSubscribe,
}: NewsletterFormProps) {
  const inputId = useId();
  const headingId = useId();
  const [status, setStatus] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    onSubscribe?.(email);
    setStatus(confirmation(email));
  };

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
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
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          required
          autoComplete="email"
          maxLength={255}
        />
        <Button type="submit" variant="onImage">
          {buttonLabel}
        </Button>
      </div>
      <p className={styles.status} role="status">
        {/* No text node while there is nothing to say, as the server renders it. */}
        {status || null}
      </p>
    </form>
  );
}
