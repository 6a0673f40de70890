import { guestGuide } from '@alento/content';
import { Section } from '@alento/ui';
import type { SectionTone } from '@alento/ui';
import { PageActions } from './PageActions.tsx';

/**
 * The band that leads from a page a guest reads while choosing (the spa circuit, the booking
 * hub) to the house rules and the questions answered.
 */
export function GuestGuide({ tone = 'default' }: { tone?: SectionTone }) {
  return (
    <Section
      eyebrow={guestGuide.eyebrow}
      heading={guestGuide.heading}
      intro={guestGuide.intro}
      tone={tone}
    >
      <PageActions actions={guestGuide.actions} variants={['secondary']} />
    </Section>
  );
}
