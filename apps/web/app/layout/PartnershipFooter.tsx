import {
  chrome,
  copyrightLine,
  footerLinks,
  messagingLink,
  partnershipFooter,
  siteConfig,
} from '@alento/content';
import { ButtonLink, FooterColumn, FooterList, SiteFooter } from '@alento/ui';
import { Brand } from './Brand.tsx';
import { useCurrentYear } from '../lib/useCurrentYear.ts';

/**
 * The partnership pages' footer: e-mail, place, social profiles and the chat button, and the row
 * of links every footer carries.
 */
export function PartnershipFooter() {
  const year = useCurrentYear();
  return (
    <SiteFooter
      links={footerLinks}
      legal={
        <>
          <Brand tone="inverse" />
          <p>{copyrightLine(year)}</p>
        </>
      }
    >
      <FooterColumn heading={partnershipFooter.heading}>
        <p>{partnershipFooter.blurb}</p>
        <FooterList
          items={[
            { label: siteConfig.partnershipEmail, href: `mailto:${siteConfig.partnershipEmail}` },
            { label: siteConfig.place },
          ]}
        />
      </FooterColumn>
      <FooterColumn heading={partnershipFooter.followHeading}>
        <FooterList
          items={siteConfig.social.map((profile) => ({
            label: profile.network,
            href: profile.url,
            ariaLabel: chrome.onNetwork(siteConfig.name, profile.network),
          }))}
        />
      </FooterColumn>
      <FooterColumn heading={partnershipFooter.talkHeading}>
        <ButtonLink
          variant="onImage"
          icon="chat"
          newTab
          href={messagingLink(partnershipFooter.chatMessage)}
        >
          {partnershipFooter.chatLabel}
        </ButtonLink>
      </FooterColumn>
    </SiteFooter>
  );
}
