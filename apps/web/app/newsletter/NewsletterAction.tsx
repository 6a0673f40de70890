import { homePath, language } from '@alento/content';
import { Button, ButtonLink } from '@alento/ui';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import * as styles from './NewsletterAction.css.ts';

export interface NewsletterActionProps {
  heading: string;
  intro: string;
  button: string;
  sending: string;
  /** Where the button posts: the inbox's confirm or unsubscribe endpoint. */
  endpoint: string;
  /** The sentence for each result the endpoint may give, by its name. */
  results: Readonly<Record<string, string>>;
  /** When the endpoint cannot be reached: nothing changed, and the button stays. */
  network: string;
  homeLink: string;
}

/**
 * A page a newsletter mail links to: one button, pressed on purpose (mail scanners open links,
 * they do not press buttons), in a real form that works without scripts. The token is in the
 * page's address. With scripts the button posts JSON and the result replaces it, announced;
 * without them the form posts to the same endpoint, which answers with this page and the result
 * as its fragment, shown by CSS (`:target`).
 */
export function NewsletterAction({
  heading,
  intro,
  button,
  sending,
  endpoint,
  results,
  network,
  homeLink,
}: NewsletterActionProps) {
  const [state, setState] = useState<'idle' | 'sending' | 'network' | string>('idle');
  const token = useRef('');
  const status = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  useEffect(() => {
    token.current = new URLSearchParams(window.location.search).get('token') ?? '';
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setState('sending');
    let next = 'network';
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ token: token.current, language: language.locale }),
        credentials: 'omit',
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json()) as { result?: unknown };
      if (response.ok && typeof body.result === 'string' && Object.hasOwn(results, body.result))
        next = body.result;
    } catch {
      // No answer: the network sentence says nothing changed and the button stays.
    }
    busy.current = false;
    flushSync(() => setState(next));
    // The button is gone once there is a result: focus goes to the sentence that replaced it.
    if (next !== 'network') status.current?.focus();
  };

  const done = Object.hasOwn(results, state);
  const said = done ? (results[state] ?? '') : state === 'network' ? network : '';
  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {heading}
      </h1>
      {done ? null : (
        <form
          className={styles.action}
          method="post"
          action={endpoint}
          onSubmit={(event) => void onSubmit(event)}
        >
          <p className={styles.sentence}>{intro}</p>
          <input type="hidden" name="language" value={language.locale} />
          <Button type="submit" size="large" aria-busy={state === 'sending' || undefined}>
            {state === 'sending' ? sending : button}
          </Button>
        </form>
      )}
      <div ref={status} className={styles.status} role="status" tabIndex={-1}>
        {said ? <p className={styles.sentence}>{said}</p> : null}
        {done ? <ButtonLink href={homePath}>{homeLink}</ButtonLink> : null}
      </div>
      {Object.entries(results).map(([name, sentence]) => (
        <div key={name} id={name} className={styles.result} tabIndex={-1}>
          <p className={styles.sentence}>{sentence}</p>
          <ButtonLink href={homePath}>{homeLink}</ButtonLink>
        </div>
      ))}
    </section>
  );
}
