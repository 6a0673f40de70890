import { journeys, journeysPage } from '@alento/content';
import {
  card,
  expect,
  expectAction,
  expectLink,
  expectNoAxeViolations,
  readToTheEnd,
  test,
} from './support.ts';

test.describe('/programs', () => {
  test('six journeys and the concierge block lead where the spec says', async ({ page }) => {
    await page.goto('/programs');
    const list = page.getByRole('list', { name: 'Journeys' });
    await expect(list.getByRole('article')).toHaveCount(6);
    for (const journey of journeys) {
      await expectAction(card(list, journey.title), journey.action);
    }
    expect(journeys.map((j) => j.action.href)).toEqual([
      '/spa',
      '/racket-club',
      '/booking',
      '/booking',
      '/booking',
      '/booking',
    ]);
    const concierge = page.getByRole('region', { name: journeysPage.concierge.heading });
    await expectLink(concierge, 'Meet the Concierge', '/concierge');
    await expectLink(concierge, 'Our Approach', '/approach');

    await readToTheEnd(page);
    await expectNoAxeViolations(page);
  });
});
