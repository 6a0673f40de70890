import { contactPage, language } from '@alento/content';
import type { ContactFieldCopy } from '@alento/content';
import { Button, HoneypotField, TextArea, TextField, useToast } from '@alento/ui';
import type { ContactMessage, ContactTransport, RateLimiter } from '@alento/validation';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { FieldCell, FieldGrid } from '../forms/FieldGrid.tsx';
import { newSubmissionId } from '../forms/submissionId.ts';
import { useFormFields } from '../forms/useFormFields.ts';
import { useLoadOnFirstFocus } from '../lib/useLoadOnFirstFocus.ts';
import { ContactHandOff } from './ContactHandOff.tsx';
import * as styles from './ContactForm.css.ts';
import { contactEndpoint } from './endpoint.ts';
import type { HandedOffMessage } from './handOff.ts';
import type * as sendModule from './send.ts';

const loadSend = (): Promise<typeof sendModule> => import('./send.ts');

const emptyContactMessage: ContactMessage = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
};

interface Services {
  limiter: RateLimiter;
  transport: ContactTransport;
}

const isName = (copy: ContactFieldCopy) => copy.name === 'firstName' || copy.name === 'lastName';

export interface ContactFormProps {
  /**
   * Where messages go: the build's (`VITE_CONTACT_ENDPOINT`, the site's own inbox by default).
   * Empty, the form checks a message and hands it to the guest's own WhatsApp or e-mail.
   */
  readonly endpoint?: string;
}

/**
 * The send-message form (spec §4, §5, §8). Text is cleaned as it is typed; the rules run on
 * submit, each broken one shown under its field, and focus goes to the first field to fix.
 */
export function ContactForm({ endpoint = contactEndpoint }: ContactFormProps) {
  const { toast } = useToast();
  const [sending, setSending] = useState(false);
  // A ref, not state: a second click in the same frame must already see the first one.
  const busy = useRef(false);
  // Made on the first submit: the limiter reads browser storage, which prerendering has not got.
  const services = useRef<Services | null>(null);
  // The words the button shows while sending, from the catalogue the send loads with.
  const [sendingLabel, setSendingLabel] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // One id for every press of Send of the same words, so an endpoint keeps one message; a change
  // to any field makes it a new submission.
  const submission = useRef<string | null>(null);
  const { values, setValues, setErrors, wire, focus } = useFormFields(emptyContactMessage, () => {
    submission.current = null;
  });
  const trap = useRef<HTMLInputElement>(null);
  // A checked message on a build with nowhere to send: shown with the guest's own apps.
  const [handedOff, setHandedOff] = useState<HandedOffMessage | null>(null);
  const handOffHeading = useRef<HTMLHeadingElement>(null);
  useLoadOnFirstFocus(form, loadSend);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    let send: typeof sendModule;
    try {
      send = await loadSend();
    } catch {
      // Nothing was sent and every field keeps what was typed: the guest can try again.
      busy.current = false;
      toast({ ...contactPage.form.sendUnavailable, variant: 'destructive' });
      return;
    }
    if (!endpoint.trim()) {
      busy.current = false;
      const result = send.validateContactValibot(values, send.messages);
      if (result.success) {
        flushSync(() => {
          setErrors({});
          setHandedOff(send.handOff(result.data));
        });
        handOffHeading.current?.focus();
        return;
      }
      const update = send.contactFormUpdate({ kind: 'invalid', errors: result.errors });
      flushSync(() => setErrors(update.errors));
      focus(update.focus);
      toast(update.toast);
      return;
    }
    setSendingLabel(send.messages.toasts.sending);
    services.current ??= {
      limiter: send.createContactRateLimiter(),
      transport: send.transportFor(endpoint),
    };
    submission.current ??= newSubmissionId();
    try {
      const outcome = await send.submitContactMessage(values, {
        ...services.current,
        catalogue: send.messages,
        envelope: {
          id: submission.current,
          language: language.locale,
          website: trap.current?.value ?? '',
        },
        onSending: () => {
          // The form passed: its old messages go while it is being sent.
          setErrors({});
          setSending(true);
        },
      });
      if (outcome.kind === 'sent') submission.current = null;
      const update = send.contactFormUpdate(outcome);
      // Rendered at once, so the field that takes focus is already described by its message.
      flushSync(() => {
        setErrors(update.errors);
        if (update.clear) setValues(emptyContactMessage);
        setSending(false);
      });
      focus(update.focus);
      toast(update.toast);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const onEdit = () => {
    flushSync(() => setHandedOff(null));
    focus('firstName');
  };

  if (handedOff) {
    return <ContactHandOff message={handedOff} headingRef={handOffHeading} onEdit={onEdit} />;
  }

  const shared = (copy: ContactFieldCopy) => ({
    ...wire(copy, { sanitize: true }),
    maxLength: copy.maxLength,
    required: true,
  });

  return (
    <form
      ref={form}
      className={styles.form}
      // Before scripts run, a submit must not put the message in a URL; once they run, the
      // browser never submits the form itself.
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={contactPage.form.heading}
    >
      <FieldGrid>
        {contactPage.form.fields.map((copy: ContactFieldCopy) => (
          // First and last name share a row on wider screens.
          <FieldCell key={copy.name} wide={!isName(copy)}>
            {copy.multiline ? (
              <TextArea
                {...shared(copy)}
                rows={7}
                characterCount={contactPage.form.characterCount}
              />
            ) : (
              <TextField
                {...shared(copy)}
                type={copy.type ?? 'text'}
                autoComplete={copy.autoComplete}
                spellCheck={copy.type === 'email' ? false : undefined}
              />
            )}
          </FieldCell>
        ))}
      </FieldGrid>
      <HoneypotField ref={trap} />
      <div>
        <Button type="submit" size="large" aria-busy={sending || undefined}>
          {sending ? sendingLabel : contactPage.form.submit}
        </Button>
      </div>
    </form>
  );
}
