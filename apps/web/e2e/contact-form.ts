import { contactPage } from '@alento/content';
import type { Page } from '@playwright/test';

/** The contact form as a guest finds it: its fields by their labels, a valid message, its button. */

export const label = Object.fromEntries(
  contactPage.form.fields.map((f) => [f.name, f.label]),
) as Record<(typeof contactPage.form.fields)[number]['name'], string>;

export const valid = {
  firstName: 'Zoë',
  lastName: 'O’Brien',
  email: 'zoe@example.org',
  subject: 'A spring weekend',
  message: 'Is the Kneipp walk open in April?',
};

export const field = (page: Page, name: keyof typeof label) =>
  name === 'message'
    ? page.getByRole('textbox', { name: label.message })
    : page.getByRole('textbox', { name: label[name], exact: true });

export async function fillForm(page: Page, values: Partial<typeof valid> = valid) {
  for (const [name, value] of Object.entries(values)) {
    await field(page, name as keyof typeof label).fill(value);
  }
}

export const sendButton = (page: Page) =>
  page.getByRole('button', { name: contactPage.form.submit });

/**
 * Holds the form's requests to the site's inbox on the way out, as a slow network would, so a
 * test sees the form while it sends; `release` lets every held one (and any later one) through
 * to the real server.
 */
export async function holdSends(page: Page): Promise<{ release: () => Promise<void> }> {
  let open = false;
  const held: (() => Promise<void>)[] = [];
  await page.route('**/api/contact', async (route) => {
    if (open) await route.continue();
    else held.push(() => route.continue());
  });
  return {
    async release() {
      open = true;
      await Promise.all(held.splice(0).map((go) => go()));
    },
  };
}
