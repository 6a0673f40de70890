import { circuitHours, guestGuide, languages, pathIn } from '@alento/content';
import { formatClock } from '../../../packages/content/src/format.ts';
import {
  card,
  expect,
  expectLink,
  expectNoAxeViolations,
  oneWidth,
  readToTheEnd,
  test,
  waitForHydration,
} from './support.ts';
import { inLanguage } from './in-language.ts';
import type * as GuestGuideModule from '../../../packages/content/src/guest-guide.ts';
import type * as EtiquetteModule from '../../../packages/content/src/pages/spa/etiquette.ts';

// The house rules as the English build reads them, the rules' Markdown parsed.
const { etiquettePage, houseRuleGroups } = await inLanguage<typeof EtiquetteModule>(
  'en-GB',
  'pages/spa/etiquette.ts',
);

const { guestGuide: guidePt } = await inLanguage<typeof GuestGuideModule>(
  'pt-PT',
  'guest-guide.ts',
);
const { guestGuide: guideEs } = await inLanguage<typeof GuestGuideModule>(
  'es-ES',
  'guest-guide.ts',
);

/** The band that leads to the house rules and the FAQ, in each language. */
const guides = { '': guestGuide, '/pt': guidePt, '/es': guideEs } as const;

test.describe('/spa/etiquette', () => {
  test('sets out every rule under its group, and what to bring', oneWidth, async ({ page }) => {
    await page.goto('/spa/etiquette');
    const main = page.getByRole('main');
    for (const group of houseRuleGroups) {
      const section = main.getByRole('region', { name: group.heading, exact: true });
      await expect(section).toContainText(group.intro);
      for (const rule of group.rules) {
        await expect(
          section.getByRole('heading', { level: 3, name: rule.title, exact: true }),
        ).toBeVisible();
        await expect(section.getByText(rule.text, { exact: true })).toBeVisible();
      }
    }
    const hours = main.getByRole('region', { name: houseRuleGroups[0].heading });
    for (const time of [circuitHours.opens, circuitHours.closes, circuitHours.lastEntry]) {
      await expect(hours).toContainText(formatClock(time));
    }

    const packing = main.getByRole('region', { name: etiquettePage.packing.heading });
    for (const list of etiquettePage.packing.lists) {
      await expect(card(packing, list.title).getByRole('listitem')).toHaveText([...list.items]);
    }
    const leave = card(packing, etiquettePage.packing.leave.title);
    await expect(leave).toContainText(etiquettePage.packing.leave.text);
    await expect(leave.getByRole('listitem')).toHaveCount(0);
    for (const action of etiquettePage.closing.actions) {
      await expectLink(main, action.label, action.href);
    }
  });

  test('every rule is in the page without JavaScript', oneWidth, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/spa/etiquette');
    for (const rule of houseRuleGroups.flatMap((group) => [...group.rules])) {
      await expect(page.getByText(rule.text, { exact: true })).toBeVisible();
    }
    await context.close();
  });

  for (const language of languages) {
    const guide = guides[language.prefix];
    for (const from of ['/spa', '/booking']) {
      test(
        `${pathIn(language, from)} leads to the house rules and the questions answered`,
        oneWidth,
        async ({ page }) => {
          await page.goto(pathIn(language, from));
          const band = page.getByRole('region', { name: guide.heading, exact: true });
          for (const action of guide.actions) {
            await expectLink(band, action.label, pathIn(language, action.href));
          }
        },
      );
    }
  }

  test('a keyboard follows the way from the spa page to the house rules', async ({ page }) => {
    await page.goto('/spa');
    await waitForHydration(page);
    const link = page.getByRole('link', { name: guestGuide.actions[0].label, exact: true });
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/spa\/etiquette$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('passes axe once every block is in view', async ({ page }) => {
    await page.goto('/spa/etiquette');
    await readToTheEnd(page);
    await expectNoAxeViolations(page);
  });
});
