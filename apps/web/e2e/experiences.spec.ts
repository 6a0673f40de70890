import { experienceButtonLabel, experiences } from '@alento/content';
import {
  card,
  expect,
  expectLink,
  expectNoAxeViolations,
  oneWidth,
  test,
  waitForHydration,
} from './support.ts';

test.describe('/experiences', () => {
  test('every card leads where the spec says', oneWidth, async ({ page, request }) => {
    // Whatever the address asks for, the prerendered HTML holds all ten cards.
    const html = await (await request.get('/experiences?category=family')).text();
    for (const experience of experiences) {
      expect(html).toContain(experience.description.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    }

    await page.goto('/experiences');
    const list = page.getByRole('list', { name: 'Experiences' });
    await expect(list.getByRole('article')).toHaveCount(10);
    for (const experience of experiences) {
      await expectLink(
        card(list, experience.title),
        experienceButtonLabel(experience),
        experience.link,
      );
    }
  });

  test('a category narrows the cards, and the address keeps the choice through a reload', async ({
    page,
  }) => {
    test.slow(); // a reload and a full axe pass
    await page.goto('/experiences');
    await waitForHydration(page);
    const filter = page.getByRole('group', { name: 'Filter experiences by category' });
    const cards = page.getByRole('list', { name: 'Experiences' }).getByRole('article');
    const status = page.getByText(/^Showing /);

    await expect(status).toHaveText('Showing all 10 experiences');
    await filter.getByRole('button', { name: 'Wellness' }).click();
    await expect(page).toHaveURL(/\/experiences\?category=wellness$/);
    await expect(cards.getByRole('heading')).toHaveText(['Sanctum Flow', 'Rest & Stillness']);
    await expect(status).toHaveText('Showing 2 of 10 experiences: Wellness');
    await expect(filter.getByRole('button', { name: 'Wellness' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Shared or reloaded, the address brings the same choice back.
    await page.reload();
    await waitForHydration(page);
    await expect(cards).toHaveCount(2);
    await expect(filter.getByRole('button', { name: 'Wellness' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoAxeViolations(page);
  });

  test(
    'two quick choices end on the second, on screen and in the address',
    oneWidth,
    async ({ page }) => {
      await page.goto('/experiences');
      await waitForHydration(page);
      const filter = page.getByRole('group', { name: 'Filter experiences by category' });
      const cards = page.getByRole('list', { name: 'Experiences' }).getByRole('article');
      // The second tap comes before the first one's address is written.
      await filter.evaluate((group) => {
        const button = (name: string) =>
          [...group.querySelectorAll('button')].find((each) => each.textContent?.trim() === name)!;
        button('Wellness').click();
        button('Family').click();
      });
      await expect(page).toHaveURL(/\/experiences\?category=family$/);
      await expect(cards.getByRole('heading')).toHaveText(["The Kids' Path"]);
      await expect(filter.getByRole('button', { name: 'Family' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    },
  );

  test(
    'choosing the active category again, or All, shows every card again',
    oneWidth,
    async ({ page }) => {
      await page.goto('/experiences?category=technology');
      await waitForHydration(page);
      const filter = page.getByRole('group', { name: 'Filter experiences by category' });
      const cards = page.getByRole('list', { name: 'Experiences' }).getByRole('article');

      await expect(cards.getByRole('heading')).toHaveText([
        'Vitality Circuits',
        'AI Wellness Concierge',
      ]);
      await filter.getByRole('button', { name: 'Technology' }).click();
      await expect(page).toHaveURL(/\/experiences$/);
      await expect(cards).toHaveCount(10);

      await filter.getByRole('button', { name: 'Family' }).click();
      await expect(cards.getByRole('heading')).toHaveText(["The Kids' Path"]);
      await filter.getByRole('button', { name: 'All' }).click();
      await expect(page).toHaveURL(/\/experiences$/);
      await expect(cards).toHaveCount(10);
      await expect(page.getByText(/^Showing /)).toHaveText('Showing all 10 experiences');
    },
  );
});
