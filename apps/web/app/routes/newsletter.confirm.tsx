import { newsletterPages } from '@alento/content';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/newsletter/confirm';
import { NewsletterAction } from '../newsletter/NewsletterAction.tsx';

const pageMeta = metaWith(pageWords);

/** A page for one guest and one link: kept out of search results. */
export const meta = (args: Parameters<typeof pageMeta>[0]) => [
  ...pageMeta(args),
  { name: 'robots', content: 'noindex' },
];

const { confirm, homeLink } = newsletterPages;

export default function NewsletterConfirmPage() {
  return (
    <NewsletterAction
      heading={pageWords.heading}
      intro={confirm.intro}
      button={confirm.button}
      sending={confirm.sending}
      endpoint="/api/newsletter/confirm"
      results={{ confirmed: confirm.confirmed, expired: confirm.expired }}
      network={confirm.network}
      homeLink={homeLink}
    />
  );
}
