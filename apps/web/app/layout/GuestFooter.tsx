import { chrome, copyrightLine, footer, footerLinks, language, siteConfig } from '@alento/content';
import { FooterColumn, FooterList, NewsletterForm, SiteFooter } from '@alento/ui';
import type { NewsletterOutcome } from '@alento/ui';
import { Brand } from './Brand.tsx';
import { useCurrentYear } from '../lib/useCurrentYear.ts';
import { newsletterEndpoint } from '../newsletter/endpoint.ts';

const { newsletter } = footer;

const newsletterMessages = {
  sent: newsletter.sent,
  simulated: newsletter.confirmation,
  tooManyAttempts: newsletter.tooManyAttempts,
  failed: newsletter.failed,
};

/** A sign-up's id: random, readable by any endpoint's rules (hex, 32 characters). */
const newSubmissionId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/** The send is loaded when a guest signs up, so no page's first load carries it. */
async function signUp(email: string, { website }: { website: string }): Promise<NewsletterOutcome> {
  const { subscribe } = await import('../newsletter/subscribe.ts');
  return subscribe(email, {
    endpoint: newsletterEndpoint,
    language: language.locale,
    id: newSubmissionId(),
    website,
  });
}

/**
 * The guest footer, with the row of links every footer carries. `compact` drops the programs
 * column (the philosophy page stands alone with three columns).
 */
export function GuestFooter({ compact = false }: { compact?: boolean }) {
  const year = useCurrentYear();
  return (
    <SiteFooter
      links={footerLinks}
      hero={{ heading: footer.heading, tagline: footer.tagline }}
      legal={
        <>
          <Brand tone="inverse" />
          <p>{copyrightLine(year)}</p>
          <p>{siteConfig.place}</p>
        </>
      }
    >
      <FooterColumn heading={footer.contactHeading}>
        <FooterList
          items={[
            { label: siteConfig.email, href: `mailto:${siteConfig.email}` },
            { label: siteConfig.phone, href: `tel:${siteConfig.phoneE164}` },
            { label: siteConfig.place },
            ...siteConfig.social.map((profile) => ({
              label: profile.network,
              href: profile.url,
              ariaLabel: chrome.onNetwork(siteConfig.name, profile.network),
            })),
          ]}
        />
      </FooterColumn>
      <FooterColumn heading={footer.quickLinksHeading}>
        <FooterList items={footer.quickLinks.map((label) => ({ label }))} />
      </FooterColumn>
      {compact ? null : (
        <FooterColumn heading={footer.programsHeading}>
          <FooterList items={footer.programs.map((label) => ({ label }))} />
        </FooterColumn>
      )}
      <FooterColumn heading={newsletter.heading}>
        <NewsletterForm
          intro={newsletter.intro}
          label={newsletter.label}
          buttonLabel={newsletter.button}
          sendingLabel={newsletter.sending}
          messages={newsletterMessages}
          onSubscribe={signUp}
        />
      </FooterColumn>
    </SiteFooter>
  );
}
