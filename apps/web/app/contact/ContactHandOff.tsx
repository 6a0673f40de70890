import { contactPage } from '@alento/content';
import { Button, ButtonLink } from '@alento/ui';
import { useId } from 'react';
import type { Ref } from 'react';
import type { HandedOffMessage } from './handOff.ts';
import * as styles from '../forms/readyToSend.css.ts';

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
      <div className={styles.actions}>
        <ButtonLink href={message.whatsAppUrl} newTab icon="external" iconPosition="trailing">
          {words.sendWhatsApp}
        </ButtonLink>
        <ButtonLink href={message.mailtoUrl} variant="secondary" icon="mail">
          {words.sendEmail}
        </ButtonLink>
        <Button variant="secondary" onClick={onEdit}>
          {words.edit}
        </Button>
      </div>
    </section>
  );
}
