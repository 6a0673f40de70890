import { conciergePage } from '@alento/content';
import { Button, FeatureList } from '@alento/ui';
import { memo } from 'react';
import { iconName } from '../lib/icon.ts';
import * as styles from './Concierge.css.ts';

const { about } = conciergePage;
const modes = about.modes.map((mode) => ({
  icon: iconName(mode.icon),
  title: `${mode.name} — ${mode.title}`,
  description: mode.description,
}));

/**
 * The first tab: what the concierge is, its three ways of planning a stay, and the way into the
 * assessment. It never changes, so switching tabs does not render it again.
 */
export const About = memo(function About({ onStart }: { onStart: () => void }) {
  return (
    <div className={`${styles.panel} ${styles.panelBody}`}>
      <div className={styles.prose}>
        <h3 className={styles.panelHeading}>{about.heading}</h3>
        {about.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div>
        <h4 className={styles.subheading}>{about.modesHeading}</h4>
        <FeatureList columns={3} level={5} items={modes} />
      </div>
      <div className={styles.actions}>
        <Button icon="arrow-right" iconPosition="trailing" onClick={onStart}>
          {about.start}
        </Button>
      </div>
    </div>
  );
});
