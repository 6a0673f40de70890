import { contactPage } from '@alento/content';
import { useId } from 'react';
import type { Ref } from 'react';
import type { HandedOffMessage } from './handOff.ts';
import * as styles from '../forms/readyToSend.css.ts';
import { SendActions } from '../forms/SendActions.tsx';

/**
 * A checked message in the form's place, on a build with nowhere to send it: the exact text, and
 * the links that open the guest's own WhatsApp or e-mail with it filled in. The page never says
 * a message was sent that was not.
 */
export function ContactHandOff({
  message,
  headingRef,
  onEdit,
}: {
  message: HandedOffMessage;
  /** Focus moves here when it appears, so it is read at once. */
  headingRef: Ref<HTMLHeadingElement>;
  onEdit: () => void;
}) {
  const headingId = useId();
  const words = contactPage.form.handOff;
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {words.heading}
      </h3>
      <p className={styles.note}>{words.intro}</p>
      <pre className={styles.message} aria-labelledby={headingId}>
        {message.text}
      </pre>
      <SendActions
        whatsAppUrl={message.whatsAppUrl}
        mailtoUrl={message.mailtoUrl}
        words={words}
        onEdit={onEdit}
      />
    </section>
  );
}
