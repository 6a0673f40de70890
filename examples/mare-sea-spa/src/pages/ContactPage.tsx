import { Button, Card, Grid, Hero, Section, TextArea, TextField, useToast } from '@alento/ui';
import {
  contactFields,
  contactLimits,
  createContactRateLimiter,
  createSimulatedTransport,
  submitContactMessage,
  validationEn,
  validationPtPT,
} from '@alento/validation';
import type { ContactErrors, ContactField, ValidationCatalogue } from '@alento/validation';
import { useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import './ContactPage.css';
import { content, siteConfig } from '../content/index.ts';
import type { Locale, SiteLanguage } from '../content/index.ts';

/** The validation package's words, in the page's language. */
const catalogues: Record<Locale, ValidationCatalogue> = {
  'en-GB': validationEn,
  'pt-PT': validationPtPT,
};

const empty: Record<ContactField, string> = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
};

export function ContactPage({ language }: { language: SiteLanguage }) {
  const { words, routeFor } = content[language.locale];
  const { contact } = words;
  const catalogue = catalogues[language.locale];
  const route = routeFor('/contact');
  const { toast } = useToast();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Maré's attempts are kept under its own name; the message goes nowhere in this example.
  const limiter = useMemo(() => createContactRateLimiter({ storagePrefix: 'mare:' }), []);
  const transport = useMemo(() => createSimulatedTransport(), []);

  const change = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field that was wrong is judged again once the guest changes it.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const outcome = await submitContactMessage(values, {
      limiter,
      transport,
      catalogue,
      onSending: () => setSending(true),
    });
    setSending(false);
    const { toasts } = catalogue;
    switch (outcome.kind) {
      case 'invalid': {
        setErrors(outcome.errors);
        toast({ ...toasts.validation, variant: 'destructive' });
        // The first wrong field takes the focus, so a keyboard or screen reader lands on it.
        const first = contactFields.find((field) => outcome.errors[field]);
        if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        break;
      }
      case 'rate-limited':
        toast({
          title: toasts.tooManyAttempts.title,
          description: toasts.tooManyAttempts.description(outcome.minutesLeft),
          variant: 'destructive',
        });
        break;
      case 'failed':
        // What the guest wrote stays in the form, to send again.
        toast({ ...toasts.error, variant: 'destructive' });
        break;
      case 'sent':
        setValues(empty);
        setErrors({});
        toast({ ...toasts.success, variant: 'success' });
        break;
    }
  }

  const field = (name: ContactField) => ({
    name,
    label: contact.fields[name],
    value: values[name],
    onValueChange: change(name),
    error: errors[name],
    required: true,
  });

  return (
    <>
      <Hero heading={route.heading} lede={contact.intro} />
      <Section heading={contact.formHeading}>
        <form ref={form} noValidate onSubmit={submit} aria-label={contact.formHeading}>
          <Grid columns={{ base: 1 }} gap="medium">
            <Grid columns={{ base: 1, medium: 2 }} gap="medium">
              <TextField
                {...field('firstName')}
                autoComplete="given-name"
                maxLength={contactLimits.firstName}
              />
              <TextField
                {...field('lastName')}
                autoComplete="family-name"
                maxLength={contactLimits.lastName}
              />
              <TextField
                {...field('email')}
                type="email"
                autoComplete="email"
                maxLength={contactLimits.email}
              />
              <TextField {...field('subject')} maxLength={contactLimits.subject} />
            </Grid>
            <TextArea
              {...field('message')}
              hint={contact.messageHint}
              rows={6}
              maxLength={contactLimits.message}
              characterCount={{ format: contact.count, announce: contact.left }}
            />
            <div className="form-actions">
              <Button type="submit" aria-busy={sending}>
                {sending ? contact.sending : contact.send}
              </Button>
            </div>
          </Grid>
        </form>
      </Section>
      <Section heading={contact.reachHeading} tone="muted">
        <Grid as="list" columns={{ base: 1, medium: 3 }} gap="medium">
          <Card title={contact.phoneLabel}>
            <a href={`tel:${siteConfig.phoneE164}`}>{siteConfig.phone}</a>
          </Card>
          <Card title={contact.emailLabel}>
            <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
          </Card>
          <Card title={contact.addressLabel}>
            {siteConfig.address.streetAddress}, {siteConfig.address.postalCode}{' '}
            {siteConfig.address.locality}
          </Card>
        </Grid>
      </Section>
    </>
  );
}
