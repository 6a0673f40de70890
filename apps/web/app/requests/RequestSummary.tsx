import { requestCopy } from '@alento/content';
import { useId } from 'react';
import type { Ref } from 'react';
import type { ReviewedRequest } from './outcome.ts';
import { RequestLines } from './RequestLines.tsx';
import * as shared from '../forms/readyToSend.css.ts';
import { SendActions } from '../forms/SendActions.tsx';
import * as own from './RequestSummary.css.ts';

/** Sending the request to the resort from the page, where the build has an inbox. */
export interface SummarySend {
  readonly onSend: () => void;
  /** While the request travels: the button says so and a second press does nothing. */
  readonly sending: boolean;
  /** The words the button shows while sending. */
  readonly sendingLabel: string;
  /** The request reached the resort: the summary says so in place of its buttons. */
  readonly sent: boolean;
  /** Focus moves here once the request is sent, so the news is read at once. */
  readonly sentHeadingRef: Ref<HTMLHeadingElement>;
}

/**
 * A reviewed request in place of its form: every answer, the exact message, and the ways to
 * send it: to the resort from the page (where the build can), or by the guest's own WhatsApp or
 * e-mail with the text filled in.
 */
export function RequestSummary({
  request,
  headingRef,
  onEdit,
  send,
}: {
  request: ReviewedRequest;
  /** The form moves focus here when the summary appears, so it is read at once. */
  headingRef: Ref<HTMLHeadingElement>;
  onEdit: () => void;
  send?: SummarySend;
}) {
  const styles = { ...shared, ...own };
  const headingId = useId();
  const messageLabelId = useId();
  return (
    <section
      className={styles.summary}
      aria-labelledby={headingId}
      data-state={send?.sent ? 'sent' : 'ready'}
    >
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {send?.sent ? requestCopy.summarySentHeading : requestCopy.summaryHeading}
      </h3>
      {/* Once sent, the request is no longer ready to send: the box below says it has gone. */}
      {send?.sent ? null : (
        <p className={styles.note}>
          {send ? requestCopy.summaryIntroSends : requestCopy.summaryIntro}
        </p>
      )}
      <RequestLines lines={request.lines} />
      <p id={messageLabelId} className={styles.messageLabel}>
        {requestCopy.messageLabel}
      </p>
      <pre className={styles.message} aria-labelledby={messageLabelId}>
        {request.text}
      </pre>
      {send?.sent ? (
        <div className={styles.sent}>
          <h3 ref={send.sentHeadingRef} tabIndex={-1} className={styles.heading}>
            {requestCopy.sent.heading}
          </h3>
          <p className={styles.sentText}>{requestCopy.sent.text}</p>
        </div>
      ) : (
        <>
          <SendActions
            whatsAppUrl={request.whatsAppUrl}
            mailtoUrl={request.mailtoUrl}
            words={requestCopy}
            onEdit={onEdit}
            send={send && { ...send, label: requestCopy.sendToResort }}
          />
          {send ? null : <p className={styles.note}>{requestCopy.nothingSent}</p>}
        </>
      )}
    </section>
  );
}
