import {
  circuitPage,
  circuitStation,
  defaultAnswers,
  guestAges,
  journeyToSearch,
  planRequestLines,
  recommendJourney,
  spaSequences,
} from '@alento/content';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, oneWidth, test, waitForHydration } from './support.ts';
import { inLanguage } from './in-language.ts';
import type * as CircuitPageModule from '../../../packages/content/src/pages/circuit.ts';
import type * as CircuitPlanModule from '../../../packages/content/src/circuit-plan.ts';

const { circuitPage: pt } = await inLanguage<typeof CircuitPageModule>('pt-PT', 'pages/circuit.ts');
const { circuitStation: stationPt } = await inLanguage<typeof CircuitPlanModule>(
  'pt-PT',
  'circuit-plan.ts',
);

const { plan: words, add, keep, now, start } = circuitPage;
const name = (id: string) => circuitStation(id).name;
const fill = (message: string, figures: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => String(figures[key]));

const sauna = name('event-sauna');
const infrared = name('infrared-sauna-1');
const plunge = name('walk-through-cold-plunge');
const teaHouse = name('tea-house');

function stepList(page: Page): Locator {
  return page.getByRole('list', { name: words.listLabel });
}

/** The circuit's stations as the list shows them, in order. */
async function expectSteps(page: Page, names: readonly string[]): Promise<void> {
  const items = stepList(page).getByRole('listitem');
  await expect(items).toHaveCount(names.length);
  for (const [index, station] of names.entries())
    await expect(items.nth(index)).toContainText(station);
}

async function addStation(page: Page, station: string): Promise<void> {
  await page.getByRole('button', { name: fill(add.addStation, { station }) }).click();
}

async function openPlanner(page: Page, path = '/circuit'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('/circuit', () => {
  test('a circuit built by keyboard: added, moved with the handle, timed, with its total', async ({
    page,
  }) => {
    await openPlanner(page);
    await expect(page.getByText(words.empty)).toBeVisible();
    for (const station of [sauna, plunge, teaHouse]) {
      await page.getByRole('button', { name: fill(add.addStation, { station }) }).focus();
      await page.keyboard.press('Enter');
    }
    await expectSteps(page, [sauna, plunge, teaHouse]);
    await expect(page.getByRole('status').filter({ hasText: teaHouse })).toHaveText(
      fill(add.added, { station: teaHouse, position: 3 }),
    );

    // The tea house picked up with Space, carried up twice, put down with Space.
    await page
      .getByRole('button', { name: fill(words.handle, { station: teaHouse }), exact: true })
      .focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expectSteps(page, [teaHouse, sauna, plunge]);

    // Escape puts a carried station back.
    await page
      .getByRole('button', { name: fill(words.handle, { station: plunge }), exact: true })
      .focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    await expectSteps(page, [teaHouse, sauna, plunge]);

    const minutes = page.getByRole('spinbutton', {
      name: fill(words.minutesAt, { station: sauna }),
    });
    await minutes.fill('12');
    await minutes.press('Tab');
    await expect(minutes).toHaveValue('12');
    const total = page.getByRole('definition');
    const sum = 20 + 12 + circuitStation('walk-through-cold-plunge').defaultMinutes;
    await expect(total).toHaveText(`${String(sum)} minutes`);
  });

  test('a circuit built by pointer: the buttons, a drag of the handle, removing a station', async ({
    page,
  }) => {
    await openPlanner(page);
    await addStation(page, sauna);
    await addStation(page, plunge);
    await addStation(page, teaHouse);
    await page.getByRole('button', { name: fill(words.moveDown, { station: sauna }) }).click();
    await expectSteps(page, [plunge, sauna, teaHouse]);

    const handle = page.getByRole('button', {
      name: fill(words.handle, { station: teaHouse }),
      exact: true,
    });
    const target = stepList(page).getByRole('listitem').first();
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('The list is not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
    await page.mouse.up();
    await expectSteps(page, [teaHouse, plunge, sauna]);

    await page
      .getByRole('button', { name: fill(words.removeStation, { station: plunge }) })
      .click();
    await expectSteps(page, [teaHouse, sauna]);
    await expect(page.getByRole('status').filter({ hasText: plunge })).toHaveText(
      fill(words.removed, { station: plunge }),
    );
  });

  test(
    'warns of heat after heat, a stay past the guidance and a station for older guests',
    oneWidth,
    async ({ page }) => {
      await openPlanner(page);
      await expect(page.getByText(words.noWarnings)).toHaveCount(0);
      await addStation(page, sauna);
      await expect(page.getByText(words.noWarnings)).toBeVisible();
      await addStation(page, infrared);
      await expect(
        page
          .getByText(`${sauna}, then ${infrared}: heat straight after heat.`, { exact: false })
          .first(),
      ).toBeVisible();

      const minutes = page.getByRole('spinbutton', {
        name: fill(words.minutesAt, { station: sauna }),
      });
      await minutes.fill('30');
      await minutes.press('Tab');
      await expect(
        page.getByText(`${sauna}: 30 minutes, longer than recommended`, { exact: false }).first(),
      ).toBeVisible();

      await addStation(page, name('hydrotherapy-pool'));
      await page.getByRole('checkbox', { name: circuitPage.party.children }).check();
      await expect(
        page
          .getByText(
            `${name('hydrotherapy-pool')}: for guests aged ${String(guestAges.wholeCircuit)} and over.`,
          )
          .first(),
      ).toBeVisible();
      // A warning is tied to its step's minutes field, so it is read with it.
      const hydro = page.getByRole('spinbutton', {
        name: fill(words.minutesAt, { station: name('hydrotherapy-pool') }),
      });
      await expect(hydro).toHaveAccessibleDescription(/for guests aged/);
    },
  );

  test(
    'kept on the device through a reload, and opened on another phone from its link',
    oneWidth,
    async ({ page, browser }) => {
      await openPlanner(page);
      await addStation(page, plunge);
      await addStation(page, sauna);
      await expect(page.getByText(keep.kept)).toBeVisible();
      await page.reload();
      await waitForHydration(page);
      await expectSteps(page, [plunge, sauna]);

      const link = await page.getByRole('textbox', { name: keep.link }).inputValue();
      expect(new URL(link).pathname).toBe('/circuit');
      expect(new URL(link).search).toMatch(/^\?plan=1a[\w-]{4}$/);

      const other = await browser.newContext();
      try {
        const phone = await other.newPage();
        await phone.goto(link);
        await waitForHydration(phone);
        await expectSteps(phone, [plunge, sauna]);
      } finally {
        await other.close();
      }
    },
  );

  test(
    'begins from a guided sequence, can be undone, and from the concierge journey',
    oneWidth,
    async ({ page }) => {
      await openPlanner(page);
      await addStation(page, teaHouse);
      const sequence = spaSequences.items[0];
      if (!sequence) throw new Error('No guided sequence');
      await page.getByRole('button', { name: sequence.title, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: sequence.title })).toHaveText(
        fill(start.replaced, { source: sequence.title }),
      );
      await expect(stepList(page).getByRole('listitem').first()).toContainText(
        name('infrared-sauna-1'),
      );
      await page.getByRole('button', { name: start.undo }).click();
      await expectSteps(page, [teaHouse]);

      const journey = recommendJourney(defaultAnswers);
      await openPlanner(page, `/circuit${journeyToSearch(journey)}`);
      await expectSteps(
        page,
        journey.stations.map((station) => station.name),
      );
    },
  );

  test('carries the circuit into the spa day request', oneWidth, async ({ page }) => {
    await openPlanner(page);
    await addStation(page, sauna);
    await addStation(page, plunge);
    await page.getByRole('link', { name: keep.request }).click();
    await expect(page).toHaveURL(/\/booking\/spa\?plan=/);
    await waitForHydration(page);
    const main = page.getByRole('main');
    const lines = planRequestLines({
      steps: [
        { station: 'event-sauna', minutes: circuitStation('event-sauna').defaultMinutes },
        {
          station: 'walk-through-cold-plunge',
          minutes: circuitStation('walk-through-cold-plunge').defaultMinutes,
        },
      ],
      party: { children: false },
    });
    for (const line of lines) {
      await expect(main.getByText(line.label, { exact: true })).toBeVisible();
      await expect(main.getByText(line.value, { exact: true })).toBeVisible();
    }
  });

  test(
    'prints the circuit on one A4 page, without the site around it',
    oneWidth,
    async ({ page }) => {
      await openPlanner(page);
      for (const station of [sauna, plunge, teaHouse, infrared]) await addStation(page, station);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('heading', { name: add.heading })).toBeHidden();
      await expect(page.getByRole('heading', { name: words.heading, exact: true })).toBeVisible();
      await expectSteps(page, [sauna, plunge, teaHouse, infrared]);
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages).toHaveLength(1);
    },
  );

  test('follows the circuit on the grounds: the station, its timer, the next one and the way', async ({
    page,
  }) => {
    await openPlanner(page);
    await addStation(page, sauna);
    await addStation(page, plunge);
    await page.getByRole('button', { name: now.start }).click();
    const heading = page.getByRole('heading', { level: 2, name: sauna });
    await expect(heading).toBeFocused();
    await expect(page.getByText(fill(now.stepOf, { position: 1, total: 2 }))).toBeVisible();
    await expect(page.getByText(fill(now.next, { station: plunge }))).toBeVisible();
    await expect(page.getByRole('button', { name: now.timer.start })).toBeVisible();
    const marker = page.getByRole('button', { name: sauna, exact: true });
    await expect(marker).toHaveAttribute('aria-current', 'location');

    await page.getByRole('button', { name: now.nextButton }).click();
    await expect(page.getByRole('heading', { level: 2, name: plunge })).toBeFocused();
    await expect(page.getByText(now.last)).toBeVisible();
    await page.getByRole('button', { name: now.finish }).click();
    await expect(page.getByRole('heading', { level: 2, name: now.finished })).toBeFocused();
    await page.getByRole('button', { name: now.back }).click();
    await expect(page.getByRole('button', { name: now.start })).toBeFocused();
  });

  test('speaks Portuguese at /pt/circuit, warnings included', oneWidth, async ({ page }) => {
    await openPlanner(page, '/pt/circuit');
    await expect(page.getByRole('heading', { level: 2, name: pt.plan.heading })).toBeVisible();
    const saunaPt = stationPt('event-sauna').name;
    const infraredPt = stationPt('infrared-sauna-1').name;
    for (const station of [saunaPt, infraredPt])
      await page.getByRole('button', { name: fill(pt.add.addStation, { station }) }).click();
    await expect(
      page
        .getByText(`${saunaPt} e logo a seguir ${infraredPt}: calor atrás de calor.`, {
          exact: false,
        })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(pt.keep.kept)).toBeVisible();
  });

  test('has no axe violations, planning and following', async ({ page }) => {
    await openPlanner(page);
    await addStation(page, sauna);
    await addStation(page, infrared);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: now.start }).click();
    await expectNoAxeViolations(page);
  });
});
