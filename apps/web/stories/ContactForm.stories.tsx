import { contactPage, siteConfig } from '@alento/content';
import { ToastProvider, ToastRegion } from '@alento/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContactForm } from '../app/contact/ContactForm.tsx';

/**
 * The contact form of a build with nowhere to send (`VITE_CONTACT_ENDPOINT` empty): a checked
 * message is shown with the guest's own WhatsApp and e-mail, and never called sent. The form of
 * a build with the inbox is tested end to end against the site's own server.
 */
const meta = {
  title: 'Site/ContactForm',
  component: ContactForm,
  args: { endpoint: '' },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
        <ToastRegion label="Notifications" dismissLabel="Dismiss" />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = (name: string) =>
  contactPage.form.fields.find((field) => field.name === name)?.label ?? name;

const fillAndSend = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: label('firstName') }), 'Zoë');
  await userEvent.type(canvas.getByRole('textbox', { name: label('lastName') }), 'Brien');
  await userEvent.type(canvas.getByRole('textbox', { name: label('email') }), 'zoe@example.org');
  await userEvent.type(canvas.getByRole('textbox', { name: label('subject') }), 'Rooms in March');
  await userEvent.type(
    canvas.getByRole('textbox', { name: label('message') }),
    'Is the hammam open in March?',
  );
  await userEvent.click(canvas.getByRole('button', { name: contactPage.form.submit }));
  const heading = await canvas.findByRole('heading', { name: contactPage.form.handOff.heading });
  await waitFor(() => expect(heading).toHaveFocus());
  return canvas;
};

export const HandedToTheGuestsApps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    const words = contactPage.form.handOff;
    await expect(canvas.queryByText(/Message Sent/)).toBeNull();
    const whatsApp = canvas.getByRole('link', { name: new RegExp(words.sendWhatsApp) });
    await expect(whatsApp.getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/${siteConfig.messagingNumber}\\?text=Rooms%20in%20March`),
    );
    const email = canvas.getByRole('link', { name: words.sendEmail });
    await expect(email.getAttribute('href')).toMatch(
      new RegExp(`^mailto:${siteConfig.email}\\?subject=Rooms%20in%20March&body=`),
    );
  },
};

export const BackToTheFormToEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    // Editing returns to the form with every word still there.
    await userEvent.click(canvas.getByRole('button', { name: contactPage.form.handOff.edit }));
    await expect(canvas.getByRole('textbox', { name: label('firstName') })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: label('subject') })).toHaveValue(
      'Rooms in March',
    );
  },
};

export const RefusedUntilMended: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: label('email') }), 'zoe@');
    await userEvent.click(canvas.getByRole('button', { name: contactPage.form.submit }));
    const first = canvas.getByRole('textbox', { name: label('firstName') });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.queryByRole('heading', { name: contactPage.form.handOff.heading }),
    ).toBeNull();
    await expect(canvas.getByRole('textbox', { name: label('email') })).toHaveValue('zoe@');
  },
};
