import { Button, ButtonLink } from '@alento/ui';
import * as styles from './readyToSend.css.ts';

/** Sending to the resort from the page, where the build has an inbox. */
export interface SendToResort {
  readonly onSend: () => void;
  /** The button's words. */
  readonly label: string;
  /** While the message travels: the button says so and a second press does nothing. */
  readonly sending: boolean;
  /** The words the button shows while sending. */
  readonly sendingLabel: string;
}

export interface SendActionsProps {
  /** Opens the guest's own WhatsApp with the message filled in. */
  readonly whatsAppUrl: string;
  /** Opens the guest's own e-mail with the message filled in. */
  readonly mailtoUrl: string;
  readonly words: {
    readonly sendWhatsApp: string;
    readonly sendEmail: string;
    readonly edit: string;
  };
  /** Back to the form, as it was. */
  readonly onEdit: () => void;
  /** Present where the build can send: its button leads, and WhatsApp steps back beside it. */
  readonly send?: SendToResort | undefined;
}

/**
 * The row under a message checked and shown word for word: send it to the resort (where the
 * build can), open it in the guest's own WhatsApp or e-mail, or go back and edit it.
 */
export function SendActions({ whatsAppUrl, mailtoUrl, words, onEdit, send }: SendActionsProps) {
  return (
    <div className={styles.actions}>
      {send ? (
        <Button
          size="large"
          icon="mail"
          onClick={send.onSend}
          aria-busy={send.sending || undefined}
        >
          {send.sending ? send.sendingLabel : send.label}
        </Button>
      ) : null}
      <ButtonLink
        href={whatsAppUrl}
        newTab
        icon="external"
        iconPosition="trailing"
        variant={send ? 'secondary' : undefined}
      >
        {words.sendWhatsApp}
      </ButtonLink>
      <ButtonLink href={mailtoUrl} variant="secondary" icon="mail">
        {words.sendEmail}
      </ButtonLink>
      <Button variant="secondary" onClick={onEdit}>
        {words.edit}
      </Button>
    </div>
  );
}
