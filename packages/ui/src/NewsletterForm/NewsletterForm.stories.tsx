import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewsletterForm } from './NewsletterForm.tsx';
import type { NewsletterOutcome } from './NewsletterForm.tsx';

const answer = (outcome: NewsletterOutcome) => fn(() => Promise.resolve(outcome));

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
    sendingLabel: 'Sending…',
    messages: {
      sent: (email: string) =>
        `We have sent a link to ${email}. Open it to confirm: until you do, your address is not on our list.`,
      simulated: (email: string) => `Nothing was sent: ${email} was not stored.`,
      tooManyAttempts: (minutes: number) =>
        `Too many attempts. Please wait ${String(minutes)} minutes and try again.`,
      failed: 'We could not reach our server, so nothing was sent. Please try again in a moment.',
    },
    onSubscribe: answer({ kind: 'sent' }),
  },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeAndSend = async (canvasElement: HTMLElement, address = 'guest@example.org') => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), `${address}{Enter}`);
  return canvas;
};

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

export const Sending: Story = {
  args: { onSubscribe: fn(() => new Promise<NewsletterOutcome>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = await typeAndSend(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sending…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'sending');
  },
};

export const LinkSent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await typeAndSend(canvasElement, ' guest@example.org');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'We have sent a link to guest@example.org. Open it to confirm',
      ),
    );
    await expect(args.onSubscribe).toHaveBeenCalledWith('guest@example.org', { website: '' });
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  },
};

export const NothingReceivesSignUps: Story = {
  args: { onSubscribe: answer({ kind: 'simulated' }) },
  play: async ({ canvasElement }) => {
    const canvas = await typeAndSend(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Nothing was sent: guest@example.org was not stored.',
      ),
    );
  },
};

export const RefusedByTheServer: Story = {
  args: {
    onSubscribe: answer({ kind: 'invalid', message: 'Please enter a valid email address' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await typeAndSend(canvasElement, 'guest@example');
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('guest@example');
  },
};

export const TooManyAttempts: Story = {
  args: { onSubscribe: answer({ kind: 'rate-limited', minutes: 12 }) },
  play: async ({ canvasElement }) => {
    const canvas = await typeAndSend(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Too many attempts. Please wait 12 minutes and try again.',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'guest@example.org',
    );
  },
};

export const ServerUnreachable: Story = {
  args: { onSubscribe: answer({ kind: 'failed' }) },
  play: async ({ canvasElement }) => {
    const canvas = await typeAndSend(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('We could not reach our server'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'guest@example.org',
    );
  },
};
