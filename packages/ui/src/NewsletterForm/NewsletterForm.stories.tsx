import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewsletterForm } from './NewsletterForm.tsx';

const meta = {
  title: 'Forms/NewsletterForm',
  component: NewsletterForm,
  decorators: [
    (Story) => (
      // The form sits on the footer's dark image panel in the site.
      <div style={{ padding: 24, maxWidth: 360, background: '#1f2430', color: '#fff' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    heading: 'Letters from the hills',
    intro: 'A short letter each season.',
    label: 'Email address',
    buttonLabel: 'Subscribe',
    confirmation: (email: string) => `Nothing was sent: ${email} was not stored.`,
    onSubscribe: fn(),
  },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toBeRequired();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const RefusedByTheBrowser: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(input).toBeInvalid();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const Submitted: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email address' }),
      ' guest@example.org{Enter}',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nothing was sent: guest@example.org was not stored.',
    );
    await expect(args.onSubscribe).toHaveBeenCalledWith('guest@example.org');
  },
};
