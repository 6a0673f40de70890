import { requestCopy } from '@alento/content';
import { Button, ButtonLink } from '@alento/ui';
import { useId } from 'react';
import type { Ref } from 'react';
import type { ReviewedRequest } from './outcome.ts';
import { RequestLines } from './RequestLines.tsx';
import * as styles from './RequestSummary.css.ts';

/**
 * A reviewed request in place of its form: every answer, the exact message, and the links that
 * open the guest's own WhatsApp or e-mail with it filled in. The site sends nothing.
 */
export function RequestSummary({
  request,
  headingRef,
  onEdit,
}: {
  request: ReviewedRequest;
  /** The form moves focus here when the summary appears, so it is read at once. */
  headingRef: Ref<HTMLHeadingElement>;
  onEdit: () => void;
}) {
  const headingId = useId();
  const messageLabelId = useId();
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {requestCopy.summaryHeading}
      </h3>
      <p className={styles.note}>{requestCopy.summaryIntro}</p>
      <RequestLines lines={request.lines} />
      <p id={messageLabelId} className={styles.messageLabel}>
        {requestCopy.messageLabel}
      </p>
      <pre className={styles.message} aria-labelledby={messageLabelId}>
        {request.text}
      </pre>
      <div className={styles.actions}>
        <ButtonLink href={request.whatsAppUrl} newTab icon="external" iconPosition="trailing">
          {requestCopy.sendWhatsApp}
        </ButtonLink>
        <ButtonLink href={request.mailtoUrl} variant="secondary" icon="mail">
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
