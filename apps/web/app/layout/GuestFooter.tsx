import { chrome, copyrightLine, footer, footerLinks, siteConfig } from '@alento/content';
import { FooterColumn, FooterList, NewsletterForm, SiteFooter } from '@alento/ui';
import { Brand } from './Brand.tsx';
import { useCurrentYear } from '../lib/useCurrentYear.ts';

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
      <FooterColumn heading={footer.newsletter.heading}>
        <NewsletterForm
          intro={footer.newsletter.intro}
          label={footer.newsletter.label}
          buttonLabel={footer.newsletter.button}
          confirmation={footer.newsletter.confirmation}
        />
      </FooterColumn>
    </SiteFooter>
  );
}
