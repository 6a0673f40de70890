import { spacesGallery } from '@alento/content';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support.ts';

test.describe('/spaces/gallery', () => {
  const items = spacesGallery.items;

  test('shows every thumbnail and caption before scripts run', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/spaces/gallery');
    const list = page.getByRole('list', { name: spacesGallery.heading });
    await expect(list.getByRole('listitem')).toHaveCount(items.length);
    await expect(list.getByRole('img')).toHaveCount(items.length);
    for (const item of items) await expect(list).toContainText(item.caption);
    await context.close();
  });

  test('opens with Enter, steps with the arrow keys and gives focus back on Escape', async ({
    page,
  }) => {
    await page.goto('/spaces/gallery');
    await waitForHydration(page);
    const list = page.getByRole('list', { name: spacesGallery.heading });
    const third = list.getByRole('button').nth(2);
    await third.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: spacesGallery.dialogLabel });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`3 of ${String(items.length)}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: spacesGallery.closeLabel })).toBeFocused();
    await expect(dialog).toContainText(items[2]?.caption ?? '');

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`4 of ${String(items.length)}`)).toBeVisible();
    await expect(dialog).toContainText(items[3]?.caption ?? '');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`3 of ${String(items.length)}`)).toBeVisible();
    await dialog.getByRole('button', { name: spacesGallery.nextLabel }).click();
    await expect(dialog.getByText(`4 of ${String(items.length)}`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus returns to the thumbnail of the picture last shown.
    await expect(list.getByRole('button').nth(3)).toBeFocused();
  });

  test('passes axe with the viewer closed', async ({ page }) => {
    await page.goto('/spaces/gallery');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
