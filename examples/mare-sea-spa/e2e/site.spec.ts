import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Axe with WCAG 2.2 A and AA: nothing may be found. */
async function expectNoViolations(page: Page) {
  // A toast fading in is briefly translucent: judge the page as it settles, not mid-transition.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toBeAttached();

test.describe('Maré, built from the packed packages', () => {
  test('the home page speaks its own words in its own theme, before any script', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveTitle('Maré — sea spa on the Ria Formosa · Maré');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salt, tide and stillness');
    await expect(page.getByRole('heading', { name: 'Every place' })).toBeVisible();
    await expect(page.getByText('Tide sauna').first()).toBeAttached();
    // Maré's lagoon green, not Alento's or the coastal theme's, on the primary button.
    const button = page.getByRole('link', { name: 'See the plan' });
    await expect(button).toHaveCSS('background-color', 'rgb(31, 95, 86)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(247, 244, 238)');
    await context.close();
  });

  test('the floor plan opens a place', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const plan = page.getByRole('region', { name: 'Find your way around the salt pans' });
    await plan.getByRole('button', { name: 'Tide sauna' }).click();
    const details = page.getByRole('dialog', { name: 'Tide sauna' });
    await expect(details).toBeVisible();
    await expect(details).toContainText('one wall of glass on the lagoon');
    await expect(details).toContainText('Eight guests at a time');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await plan.getByRole('button', { name: 'Group by category' }).click();
    await expect(plan.getByRole('button', { name: 'Group by category' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoViolations(page);
  });

  test('the contact form shows the validation package’s messages and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/contact');
    await hydrated(page);
    // The send button keeps its own width under the fields, at every width.
    const send = await page.getByRole('button', { name: 'Send message' }).boundingBox();
    const form = await page.getByRole('form', { name: 'Write to us' }).boundingBox();
    expect(send!.width).toBeLessThan(form!.width / 2);
    await page.getByRole('textbox', { name: 'First name' }).fill('Inês');
    await page.getByRole('textbox', { name: 'Email' }).fill('ines.example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      /Please enter a valid email address/,
    );
    await expect(page.getByRole('textbox', { name: 'Last name' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Inês');
    await expectNoViolations(page);

    await page.getByRole('textbox', { name: 'Last name' }).fill('Correia');
    await page.getByRole('textbox', { name: 'Email' }).fill('ines@correia.example');
    await page.getByRole('textbox', { name: 'Subject' }).fill('A seaweed bath for two');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Could we come on a Saturday in March, in the morning?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: /sent/i })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    // The attempt is counted under Maré's own name.
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys).toEqual(['mare:contact']);
  });

  test('the Portuguese pages speak Portuguese, validation messages included', async ({ page }) => {
    await page.goto('/pt/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sal, maré e serenidade');
    await hydrated(page);
    await page.getByRole('button', { name: 'Gruta de sal' }).click();
    await expect(page.getByRole('dialog', { name: 'Gruta de sal' })).toContainText(
      'o ar sabe a mar',
    );
    await expectNoViolations(page);

    // The header's call to action, shown at every width (the menu folds away on a phone).
    await page.getByRole('banner').getByRole('link', { name: 'Planear a visita' }).click();
    await expect(page).toHaveURL(/\/pt\/contact$/);
    await hydrated(page);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      /Introduza um endereço de e-mail válido/,
    );
    await expectNoViolations(page);
  });

  test('the language switcher leads to the same page in the other language', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Português' }).click();
    await expect(page).toHaveURL(/\/pt\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planear a visita');
  });

  test('an unknown address answers 404 with the page of its language', async ({ page }) => {
    const english = await page.goto('/tide-tables');
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page has gone out with the tide',
    );
    const portuguese = await page.goto('/pt/tabela-de-mares');
    expect(portuguese?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta página foi com a maré');
    await expectNoViolations(page);
  });

  test('no request leaves the site and the CSP holds', async ({ page }) => {
    const hosts = new Set<string>();
    const violations: string[] = [];
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    await hydrated(page);
    await page.goto('/pt/contact');
    await hydrated(page);
    expect([...hosts].filter((host) => !host.startsWith('127.0.0.1'))).toEqual([]);
    expect(violations).toEqual([]);
  });
});
