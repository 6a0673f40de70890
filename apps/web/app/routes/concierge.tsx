import { conciergePage, conciergeTabs, defaultAnswers } from '@alento/content';
import type { AssessmentAnswers, ConciergeTabId } from '@alento/content';
import { Section, Tab, TabList, TabPanel, Tabs, useToast } from '@alento/ui';
import { useCallback, useState } from 'react';
import { About } from '../concierge/About.tsx';
import { Assessment } from '../concierge/Assessment.tsx';
import * as styles from '../concierge/Concierge.css.ts';
import type { PlannedJourney } from '../concierge/plan.ts';
import { Recommendations } from '../concierge/Recommendations.tsx';
import { afterNextPaint } from '../lib/afterNextPaint.ts';
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
const { section, toast: done, loadFailed } = conciergePage;
// One element for every render: an unchanged element is not rendered again.
const heroMedia = <Media id={conciergePage.heroImage} priority />;

export default function ConciergePage() {
  const { toast } = useToast();
  const [tab, setTab] = useState<ConciergeTabId>('about');
  // Kept here rather than in the form, so answers survive moving between tabs (not a reload).
  const [answers, setAnswers] = useState<AssessmentAnswers>(defaultAnswers);
  const [plan, setPlan] = useState<PlannedJourney | null>(null);

  // The panels are memoised and these handlers stable, so switching tabs renders the tabs and
  // nothing inside the panels: on a slow phone the new panel's paint waits for no other work.
  const chooseTab = useCallback((value: ConciergeTabId) => {
    // The rules load while the guest answers, so the journey is there the moment they submit. A
    // failure here stays quiet: the guest has asked for nothing yet, and submitting tries again.
    if (value === 'assessment') afterNextPaint(() => void loadPlanner().catch(() => undefined));
    setTab(value);
  }, []);
  const startAssessment = useCallback(() => chooseTab('assessment'), [chooseTab]);

  const submit = useCallback(
    async (submitted: AssessmentAnswers) => {
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
      setPlan(planJourney(submitted));
      setTab('recommendations');
      toast({ title: done.title, description: done.description, variant: 'success' });
    },
    [toast],
  );

  return (
    <MediaSet pictures={heroPicture}>
      <Hero
        eyebrow={conciergePage.eyebrow}
        heading={pageWords.heading}
        lede={conciergePage.lede}
        media={heroMedia}
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
            <About onStart={startAssessment} />
          </TabPanel>
          <TabPanel value="assessment">
            <div className={styles.panel}>
              <Assessment answers={answers} onAnswersChange={setAnswers} onSubmit={submit} />
            </div>
          </TabPanel>
          <TabPanel value="recommendations">
            <div className={styles.panel}>
              <Recommendations plan={plan} onRetake={startAssessment} />
            </div>
          </TabPanel>
        </Tabs>
      </Section>
    </MediaSet>
  );
}
