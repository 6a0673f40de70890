import { contactPage, siteConfig } from '@alento/content';
import { ButtonLink, Card, Icon, Link, Section } from '@alento/ui';
import { ContactForm } from '../contact/ContactForm.tsx';
import { FormBeside } from '../layout/FormBeside.tsx';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=contactPage';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/contact';
import * as styles from './contact.css.ts';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, contactPage.heroImage);

const { details, concierge, form } = contactPage;
const { address } = siteConfig;

export default function ContactPage() {
  return (
    <MediaSet pictures={heroPicture}>
      <Hero
        eyebrow={contactPage.eyebrow}
        heading={pageWords.heading}
        lede={contactPage.lede}
        media={<Media id={contactPage.heroImage} priority />}
      />
      <Section heading={form.heading} intro={form.intro}>
        <FormBeside
          form={<ContactForm />}
          asideLabel={details.heading}
          aside={
            <>
              <Card title={details.heading}>
                <dl className={styles.details}>
                  <div className={styles.detail}>
                    <dt className={styles.term}>
                      <Icon name="mail" size="small" />
                      {details.emailLabel}
                    </dt>
                    <dd>
                      <Link href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Link>
                    </dd>
                  </div>
                  <div className={styles.detail}>
                    <dt className={styles.term}>
                      <Icon name="phone" size="small" />
                      {details.phoneLabel}
                    </dt>
                    <dd>
                      <Link href={`tel:${siteConfig.phoneE164}`}>{siteConfig.phone}</Link>
                    </dd>
                  </div>
                  <div className={styles.detail}>
                    <dt className={styles.term}>
                      <Icon name="map-pin" size="small" />
                      {details.locationLabel}
                    </dt>
                    <dd>
                      <address className={styles.address}>
                        {address.streetAddress}
                        <br />
                        {`${address.postalCode} ${address.locality}, ${address.region}`}
                        <br />
                        {address.country}
                      </address>
                    </dd>
                  </div>
                  <div className={styles.detail}>
                    <dt className={styles.term}>
                      <Icon name="clock" size="small" />
                      {details.responseHeading}
                    </dt>
                    <dd>{`${details.response} ${details.languages}`}</dd>
                  </div>
                </dl>
              </Card>
              <Card
                title={concierge.heading}
                action={
                  <ButtonLink
                    href={concierge.link.path}
                    variant="secondary"
                    icon="arrow-right"
                    iconPosition="trailing"
                  >
                    {concierge.link.label}
                  </ButtonLink>
                }
              >
                {concierge.text}
              </Card>
            </>
          }
        />
      </Section>
    </MediaSet>
  );
}
