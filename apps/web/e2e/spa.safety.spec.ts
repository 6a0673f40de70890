import {
  allStationGuidance,
  facilities,
  guidanceLabels,
  homePage,
  safetyPage,
  spaPage,
  stationGuidance,
} from '@alento/content';
import type { SpaStation } from '@alento/content';
import type { Locator, Page } from '@playwright/test';
import {
  card,
  expect,
  expectNoAxeViolations,
  oneWidth,
  test,
  waitForHydration,
} from './support.ts';
import { inLanguage } from './in-language.ts';
import type * as SafetyModule from '../../../packages/content/src/pages/spa/safety.ts';
import type * as SafetyWordsModule from '../../../packages/content/src/safety-words.ts';

const { safetyPage: safetyPagePt } = await inLanguage<typeof SafetyModule>(
  'pt-PT',
  'pages/spa/safety.ts',
);
const { guidanceLabels: labelsPt } = await inLanguage<typeof SafetyWordsModule>(
  'pt-PT',
  'safety-words.ts',
);

const sauna = stationGuidance('sauna');
const coldPlunge = stationGuidance('coldPlunge');

/** A station's notes: each term and its detail, as a screen reader pairs them. */
async function expectNotes(scope: Locator, guidance: typeof sauna): Promise<void> {
  const terms = scope.getByRole('term');
  await expect(terms).toHaveText([
    guidanceLabels.temperature,
    guidanceLabels.time,
    guidanceLabels.after,
    guidanceLabels.health,
  ]);
  await expect(scope.getByRole('definition')).toHaveText([
    guidance.temperature,
    guidance.time,
    guidance.after,
    guidance.health,
  ]);
}

/** The table of every station, named by its caption. */
function stationTable(page: Page, caption: string): Locator {
  return page.getByRole('table', { name: caption });
}

test.describe('/spa/safety', () => {
  test('gathers the rhythm, drinking, the signs to stop, who should ask first and the hosts', async ({
    page,
  }) => {
    await page.goto('/spa/safety');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Safety at Every Station' }),
    ).toBeVisible();
    for (const section of [
      safetyPage.rhythm,
      safetyPage.hydration,
      safetyPage.signs,
      safetyPage.askFirst,
      safetyPage.hosts,
      safetyPage.table,
    ]) {
      await expect(main.getByRole('region', { name: section.heading })).toBeVisible();
    }
    const rhythm = main.getByRole('region', { name: safetyPage.rhythm.heading });
    await expect(rhythm.getByRole('listitem')).toHaveCount(safetyPage.rhythm.steps.length);
    await expect(rhythm).toContainText('10-15 minutes in the sauna is plenty');
    const signs = main.getByRole('list', { name: safetyPage.signs.heading }).getByRole('listitem');
    await expect(signs).toHaveText([...safetyPage.signs.items]);
    // Each sign to stop at is marked as a warning, never with the tick that says all is well.
    await expect(signs.locator('svg[data-icon="warning"]')).toHaveCount(
      safetyPage.signs.items.length,
    );
    await expect(signs.locator('svg[data-icon="check"]')).toHaveCount(0);
    for (const item of safetyPage.askFirst.items) {
      await expect(main.getByRole('heading', { name: item.title, exact: true })).toBeVisible();
    }
    for (const action of safetyPage.closing.actions) {
      await expect(main.getByRole('link', { name: action.label })).toHaveAttribute(
        'href',
        action.href,
      );
    }
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test('a real table gives every station its temperature and recommended time', async ({
    page,
  }) => {
    await page.goto('/spa/safety');
    const table = stationTable(page, safetyPage.table.caption);
    await expect(table.getByRole('columnheader')).toHaveText([
      safetyPage.table.stationLabel,
      guidanceLabels.temperature,
      safetyPage.table.timeLabel,
    ]);
    const guidance = allStationGuidance();
    await expect(table.getByRole('rowheader')).toHaveText(guidance.map((station) => station.name));
    const row = table.getByRole('row', { name: new RegExp(`^${sauna.name}`) });
    await expect(row.getByRole('cell')).toHaveText([sauna.temperature, sauna.minutes]);
    await expect(
      table.getByRole('row', { name: new RegExp(`^${coldPlunge.name}`) }).getByRole('cell'),
    ).toHaveText(['8-12°C', coldPlunge.minutes]);
    // The plunge pools' two sides, one to a line, each kept whole.
    const plunge = stationGuidance('plungePools');
    await expect(
      table
        .getByRole('row', { name: new RegExp(`^${plunge.name}`) })
        .getByRole('cell')
        .first(),
    ).toHaveText(plunge.temperatureLines.join(' '), { useInnerText: true });
    // The table scrolls in a region the keyboard can reach, and never widens the page.
    const region = page.getByRole('region', { name: safetyPage.table.caption });
    await expect(region).toHaveAttribute('tabindex', '0');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test(
    'in Portuguese, the table speaks Portuguese and writes figures the Portuguese way',
    oneWidth,
    async ({ page }) => {
      await page.goto('/pt/spa/safety');
      const table = stationTable(page, safetyPagePt.table.caption);
      await expect(table.getByRole('columnheader')).toHaveText([
        safetyPagePt.table.stationLabel,
        labelsPt.temperature,
        safetyPagePt.table.timeLabel,
      ]);
      const row = table.getByRole('row', { name: /^Sauna de cerimónias e sauna de barril/ });
      await expect(row.getByRole('cell').first()).toHaveText('80–90\u00a0°C');
      await expect(row.getByRole('cell').nth(1)).toHaveText('10 a 15 minutos');
    },
  );
});

test.describe('safety at each station', () => {
  test("the floor plan shows a station's guidance in its details and in the list", async ({
    page,
  }) => {
    // axe over the long home page with a dialog open takes a while on a busy machine.
    test.slow();
    await page.goto('/home');
    await waitForHydration(page);
    const plan = page.getByRole('list', { name: homePage.floorPlan.heading });
    await plan.getByRole('button', { name: 'Event Sauna' }).click();
    const dialog = page.getByRole('dialog', { name: 'Event Sauna' });
    await expect(dialog).toBeVisible();
    await expectNotes(dialog.getByRole('group', { name: guidanceLabels.notesLabel }), sauna);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Places without heat, cold or water have none.
    await plan.getByRole('button', { name: 'Traditional Tea House' }).click();
    const tea = page.getByRole('dialog', { name: 'Traditional Tea House' });
    await expect(tea).toBeVisible();
    await expect(tea.getByRole('group', { name: guidanceLabels.notesLabel })).toHaveCount(0);
    await page.keyboard.press('Escape');

    const list = page.getByRole('region', { name: homePage.floorPlan.listHeading });
    // Every facility of heat, cold or water has its notes in the list, once, after hydration.
    await page.waitForLoadState('networkidle');
    await expect(list.locator('dl')).toHaveCount(
      facilities.filter((facility) => 'guidance' in facility).length,
    );
    const entry = list.locator('details').filter({
      has: page.getByText('Walk-through Cold Plunge', { exact: true }),
    });
    await entry.getByText('Walk-through Cold Plunge', { exact: true }).click();
    await expectNotes(entry.getByRole('group', { name: guidanceLabels.notesLabel }), coldPlunge);
  });

  test("the spa page's stations fold their guidance behind a summary, and link the safety page", async ({
    page,
  }) => {
    test.slow();
    await page.goto('/spa');
    const saunas = card(page.getByRole('main'), 'Sauna Rooms');
    const show = saunas.getByRole('listitem').filter({ hasText: 'Show Sauna' });
    const summary = show.getByText(guidanceLabels.notesLabel, { exact: true });
    await expect(show.getByRole('definition').first()).toBeHidden();
    // Native disclosures open before any script has run.
    await summary.click();
    await expectNotes(show, sauna);
    // Every station of heat, cold or water has its notes; the others have none.
    const withGuidance = spaPage.sections
      .flatMap((section): readonly SpaStation[] => section.stations)
      .filter((station) => station.guidance !== undefined);
    await expect(
      page.getByRole('main').locator('summary', { hasText: guidanceLabels.notesLabel }),
    ).toHaveCount(withGuidance.length);

    const safety = page.getByRole('region', { name: spaPage.safety.heading });
    await expect(
      safety.getByRole('link', { name: spaPage.safety.actions[0].label }),
    ).toHaveAttribute('href', '/spa/safety');
    // Hydration keeps the notes, once each, though their code loads apart from the page's.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expectNotes(show, sauna);
    await expect(
      page.getByRole('main').locator('summary', { hasText: guidanceLabels.notesLabel }),
    ).toHaveCount(withGuidance.length);
    await expectNoAxeViolations(page);
  });
});
