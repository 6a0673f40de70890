import { priceOnRequest, requestCopy } from '@alento/content';
import type { RequestPage } from '@alento/content';
import { Card, FeatureList, Section } from '@alento/ui';
import { FormBeside } from '../layout/FormBeside.tsx';
import { Note } from '../layout/Prose.tsx';
import { requestsSend } from './endpoint.ts';
import { RequestForm } from './RequestForm.tsx';
import type { CarriedChoice } from './RequestForm.tsx';
import * as styles from './RequestPanel.css.ts';

/**
 * The request section every request page shares: the form beside what is included and the
 * price, with a plain statement of how the request travels in this build.
 */
export function RequestPanel({
  page,
  carried,
  journey,
  tone,
}: {
  page: RequestPage;
  carried?: CarriedChoice | null;
  /** The address's query that carried the choice. */
  journey?: string;
  tone?: 'muted';
}) {
  return (
    <Section
      heading={requestCopy.formHeading}
      intro={requestsSend ? requestCopy.sendsHere : requestCopy.nothingSent}
      tone={tone}
    >
      <FormBeside
        form={<RequestForm page={page} carried={carried} journey={journey} />}
        asideLabel={requestCopy.includedHeading}
        aside={
          <>
            <Card title={requestCopy.includedHeading} level={3}>
              <FeatureList
                variant="bullets"
                items={page.included.map((item) => ({ description: item }))}
              />
            </Card>
            <Card title={requestCopy.priceHeading} level={3}>
              <>
                <p className={styles.price}>{page.price}</p>
                {page.otherPrices ? (
                  <ul className={styles.otherPrices}>
                    {page.otherPrices.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
                {page.price === priceOnRequest ? null : <Note>{requestCopy.vatNote}</Note>}
              </>
            </Card>
          </>
        }
      />
    </Section>
  );
}
