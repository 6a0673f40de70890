import { newsletterPages } from '@alento/content';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/newsletter/unsubscribe';
import { NewsletterAction } from '../newsletter/NewsletterAction.tsx';

const pageMeta = metaWith(pageWords);

/** A page for one guest and one link: kept out of search results. */
export const meta = (args: Parameters<typeof pageMeta>[0]) => [
  ...pageMeta(args),
  { name: 'robots', content: 'noindex' },
];

const { unsubscribe, homeLink } = newsletterPages;

export default function NewsletterUnsubscribePage() {
  return (
    <NewsletterAction
      heading={pageWords.heading}
      intro={unsubscribe.intro}
      button={unsubscribe.button}
      sending={unsubscribe.sending}
      endpoint="/api/newsletter/unsubscribe"
      results={{ unsubscribed: unsubscribe.unsubscribed, incomplete: unsubscribe.incomplete }}
      network={unsubscribe.network}
      homeLink={homeLink}
    />
  );
}
