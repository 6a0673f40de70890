import { conciergePage, conciergeTabs } from '@alento/content';
import { expect, expectNoAxeViolations, narrowOnly, test, waitForHydration } from './support.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/concierge');
  await waitForHydration(page);
});

test('the tabs move by keyboard, and before any assessment the fixed recommendations show', async ({
  page,
}) => {
  const about = page.getByRole('tab', { name: 'About' });
  await expect(about).toHaveAttribute('aria-selected', 'true');
  await about.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Assessment' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Assessment' })).toContainText('5-7 minutes');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Recommendations' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel', { name: 'Recommendations' });
  await expect(panel.getByRole('heading', { name: 'Recommended for Most Guests' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Book Your Visit' })).toHaveAttribute(
    'href',
    '/booking',
  );
  await expect(panel.getByRole('link', { name: 'Talk to Our Team' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Home');
  await expect(about).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
});

test(
  'on the narrowest phones every tab is whole, in sight and a tap away',
  narrowOnly,
  async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const list = page.getByRole('tablist', { name: 'Concierge' });
      expect(
        await list.evaluate((element) => element.scrollWidth <= element.clientWidth),
        `the tab list at ${width} px does not scroll sideways`,
      ).toBe(true);
      for (const { label } of conciergeTabs) {
        const tab = list.getByRole('tab', { name: label });
        const { height, ...shown } = await tab.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return {
            inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
            whole: element.scrollWidth <= element.clientWidth,
            height: box.height,
          };
        });
        expect(shown, `${label} at ${width} px`).toEqual({ inside: true, whole: true });
        expect(height, `${label}'s target`).toBeGreaterThanOrEqual(24);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
      }
      await list.getByRole('tab', { name: 'About' }).click();
    }
  },
);

test('the assessment, answered by keyboard and by taps, gives a journey of its own', async ({
  page,
}) => {
  // The rules are fetched once the assessment shows, while the guest answers, not on submitting.
  const rulesFetched = page.waitForRequest(/\/assets\/plan-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Start the Assessment' }).click();
  const form = page.getByRole('tabpanel', { name: 'Assessment' });
  await expect(form).toBeVisible();
  await rulesFetched;

  // The whole row is the target: a guest taps the words.
  await form.getByText('Sleep Improvement', { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: 'Sleep Improvement' })).toBeChecked();
  const stress = form.getByRole('slider', { name: 'Stress Level' });
  await stress.focus();
  await page.keyboard.press('End');
  await expect(stress).toHaveValue('10');
  // Single taps, no dragging (WCAG 2.5.7): sleep from 5 down to 2.
  const lowerSleep = form.getByRole('button', { name: 'Lower sleep quality' });
  for (let i = 0; i < 3; i += 1) await lowerSleep.click();
  await expect(form.getByRole('slider', { name: 'Sleep Quality' })).toHaveValue('2');
  await form.getByLabel('Temperature preference').selectOption({ label: 'I prefer cooler spaces' });
  const notes = form.getByLabel('Anything else we should know?');
  await notes.pressSequentially('<b>No</b> strong scents please');
  await expect(notes).toHaveValue('bNo/b strong scents please');
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Get My Recommendations' }).click();
  await expect(page.getByRole('status').getByText('Assessment Submitted')).toBeVisible();
  await expect(
    page.getByText(
      "Your wellness assessment has been received. We'll prepare your personalized recommendations.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Recommendations' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const journey = page.getByRole('tabpanel', { name: 'Recommendations' });
  await expect(journey.getByText('RELAX — Deep Restoration')).toBeVisible();
  await expect(journey.getByText('Sleep Optimization Flow')).toBeVisible();
  await expect(
    journey.getByText('your stress at 10 of 10 and your sleep at 2 of 10'),
  ).toBeVisible();
  await expect(journey.getByText('Wavetouch', { exact: true })).toBeVisible();
  const stations = journey.getByRole('listitem');
  expect(await stations.count()).toBeGreaterThanOrEqual(4);
  // A guest who prefers it cool is sent to warm water, never into a sauna.
  await expect(
    journey.getByText(/^(Event Sauna|Infrared Sauna I|Rural Sauna by the Pond)$/),
  ).toHaveCount(0);
  await expect(journey.getByText(/instead of a sauna/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The answers are still there on the way back.
  await journey.getByRole('button', { name: 'Change My Answers' }).click();
  await expect(form.getByRole('slider', { name: 'Stress Level' })).toHaveValue('10');
  await expect(form.getByRole('checkbox', { name: 'Sleep Improvement' })).toBeChecked();

  // The journey goes on to the spa day request, which fills itself in with it.
  await page.getByRole('tab', { name: 'Recommendations' }).click();
  await journey.getByRole('link', { name: 'Request This Journey' }).click();
  await expect(page).toHaveURL(/\/booking\/spa\?mode=relax&sequence=sleep-optimization/);
  await waitForHydration(page);
  const request = page.getByRole('form', { name: 'Your request' });
  await expect(
    request.getByRole('radio', { name: 'Guided: Sleep Optimization Flow' }),
  ).toBeChecked();
  await expect(request.getByText('RELAX: Deep Restoration')).toBeVisible();
  await expect(request.getByText('Wavetouch', { exact: true })).toBeVisible();
});

test('when the rules cannot be fetched, the guest is told, keeps every answer and can try again', async ({
  page,
}) => {
  // A dropped connection, or a release that replaced the file since the page was loaded.
  const rules = '**/assets/plan-*.js';
  await page.route(rules, (route) => route.abort());
  await page.getByRole('button', { name: 'Start the Assessment' }).click();
  const form = page.getByRole('tabpanel', { name: 'Assessment' });
  await form.getByText('Sleep Improvement', { exact: true }).click();
  const stress = form.getByRole('slider', { name: 'Stress Level' });
  await stress.focus();
  await page.keyboard.press('End');
  const notes = form.getByLabel('Anything else we should know?');
  await notes.fill('No strong scents please');
  const submit = form.getByRole('button', { name: 'Get My Recommendations' });
  await submit.click();

  const alert = page.getByRole('alert');
  await expect(alert.getByText(conciergePage.loadFailed.title)).toBeVisible();
  await expect(alert.getByText(conciergePage.loadFailed.description)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Assessment' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(form.getByRole('checkbox', { name: 'Sleep Improvement' })).toBeChecked();
  await expect(stress).toHaveValue('10');
  await expect(notes).toHaveValue('No strong scents please');

  await page.unroute(rules);
  await submit.click();
  await expect(page.getByRole('status').getByText('Assessment Submitted')).toBeVisible();
  const journey = page.getByRole('tabpanel', { name: 'Recommendations' });
  await expect(journey.getByText('RELAX — Deep Restoration')).toBeVisible();
  await expect(journey.getByText('Sleep Optimization Flow')).toBeVisible();
});
