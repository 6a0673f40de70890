import { conciergePage, conciergeTabs, defaultAnswers } from '@alento/content';
import type { AssessmentAnswers, ConciergeTabId } from '@alento/content';
import { Button, FeatureList, Section, Tab, TabList, TabPanel, Tabs, useToast } from '@alento/ui';
import { useState } from 'react';
import { Assessment } from '../concierge/Assessment.tsx';
import * as styles from '../concierge/Concierge.css.ts';
import type { PlannedJourney } from '../concierge/plan.ts';
import { Recommendations } from '../concierge/Recommendations.tsx';
import { iconName } from '../lib/icon.ts';
import { heroPreload, Media, MediaSet } from '../lib/Media.tsx';
import { pictures as heroPicture } from 'virtual:alento-media/heroMedia?in=conciergePage';
import { metaWith } from '../lib/meta.ts';
import pageWords from 'virtual:alento-page-words/concierge';
import { Hero } from '../lib/Hero.tsx';

export const meta = metaWith(pageWords);

export const links = () => heroPreload(heroPicture, conciergePage.heroImage);

// Asked for afresh on every call: the browser keeps a module once loaded, and asks the network
// again after a failed load, so a guest whose connection dropped can simply submit again.
const loadPlanner = () => import('../concierge/plan.ts');
const { about, section, toast: submitted, loadFailed } = conciergePage;

export default function ConciergePage() {
  const { toast } = useToast();
  const [tab, setTab] = useState<ConciergeTabId>('about');
  // Kept here rather than in the form, so answers survive moving between tabs (not a reload).
  const [answers, setAnswers] = useState<AssessmentAnswers>(defaultAnswers);
  const [plan, setPlan] = useState<PlannedJourney | null>(null);

  const chooseTab = (value: ConciergeTabId) => {
    // The rules load while the guest answers, so the journey is there the moment they submit. A
    // failure here stays quiet: the guest has asked for nothing yet, and submitting tries again.
    if (value === 'assessment') loadPlanner().catch(() => undefined);
    setTab(value);
  };

  const submit = async () => {
    const planner = await loadPlanner().catch(() => null);
    if (!planner) {
      // The answers live in this page's state, so they are all still there for the next try.
      toast({
        title: loadFailed.title,
        description: loadFailed.description,
        variant: 'destructive',
      });
      return;
    }
    const { planJourney } = planner;
    setPlan(planJourney(answers));
    setTab('recommendations');
    toast({ title: submitted.title, description: submitted.description, variant: 'success' });
  };

  return (
    <MediaSet pictures={heroPicture}>
      <Hero
        eyebrow={conciergePage.eyebrow}
        heading={pageWords.heading}
        lede={conciergePage.lede}
        media={<Media id={conciergePage.heroImage} priority />}
      />
      <Section eyebrow={section.eyebrow} heading={section.heading} intro={section.privacy}>
        <Tabs
          id="concierge"
          value={tab}
          onValueChange={(value) => chooseTab(value as ConciergeTabId)}
        >
          <TabList aria-label={conciergePage.tabsLabel}>
            {conciergeTabs.map((item) => (
              <Tab key={item.id} value={item.id}>
                {item.label}
              </Tab>
            ))}
          </TabList>
          <TabPanel value="about">
            <div className={`${styles.panel} ${styles.panelBody}`}>
              <div className={styles.prose}>
                <h3 className={styles.panelHeading}>{about.heading}</h3>
                {about.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              <div>
                <h4 className={styles.subheading}>{about.modesHeading}</h4>
                <FeatureList
                  columns={3}
                  level={5}
                  items={about.modes.map((mode) => ({
                    icon: iconName(mode.icon),
                    title: `${mode.name} — ${mode.title}`,
                    description: mode.description,
                  }))}
                />
              </div>
              <div className={styles.actions}>
                <Button
                  icon="arrow-right"
                  iconPosition="trailing"
                  onClick={() => chooseTab('assessment')}
                >
                  {about.start}
                </Button>
              </div>
            </div>
          </TabPanel>
          <TabPanel value="assessment">
            <div className={styles.panel}>
              <Assessment
                answers={answers}
                onAnswersChange={setAnswers}
                onSubmit={() => void submit()}
              />
            </div>
          </TabPanel>
          <TabPanel value="recommendations">
            <div className={styles.panel}>
              <Recommendations plan={plan} onRetake={() => chooseTab('assessment')} />
            </div>
          </TabPanel>
        </Tabs>
      </Section>
    </MediaSet>
  );
}
