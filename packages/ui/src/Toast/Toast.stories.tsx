import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ToastProvider, ToastRegion, toastVariants, useToast } from './Toast.tsx';
import type { ToastVariant } from './Toast.tsx';

interface DemoProps {
  title: string;
  description: string;
  variant: ToastVariant;
  duration: number;
}

function Trigger({ title, description, variant }: Omit<DemoProps, 'duration'>) {
  const { toast } = useToast();
  return (
    <Button variant="secondary" onClick={() => toast({ title, description, variant })}>
      Show notification
    </Button>
  );
}

function Demo({ duration, ...options }: DemoProps) {
  return (
    <ToastProvider duration={duration}>
      <Trigger {...options} />
      <ToastRegion label="Notifications" dismissLabel="Dismiss notification" />
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Demo,
  args: {
    title: 'Table reserved',
    description: 'We look forward to seeing you at eight.',
    variant: 'default',
    duration: 5000,
  },
  argTypes: { variant: { control: 'inline-radio', options: toastVariants } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const show = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notification' }));
  return within(document.body).getByRole('region', { name: 'Notifications' });
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = await show(canvasElement);
    const status = within(region).getByRole('status');
    await expect(status).toHaveTextContent('Table reserved');
    await expect(status).toHaveTextContent('We look forward to seeing you at eight.');
  },
};

export const Success: Story = {
  args: {
    variant: 'success',
    title: 'Message sent',
    description: 'Thank you. Our team will reply shortly.',
  },
  play: async ({ canvasElement }) => {
    const region = await show(canvasElement);
    await expect(within(region).getByRole('status')).toHaveTextContent('Message sent');
  },
};

export const Destructive: Story = {
  args: {
    variant: 'destructive',
    title: 'Too many attempts',
    description: 'Please wait 4 minutes before trying again.',
  },
  play: async ({ canvasElement }) => {
    const region = await show(canvasElement);
    // Errors interrupt: they go to the assertive region, not the polite one.
    await expect(within(region).getByRole('alert')).toHaveTextContent('Too many attempts');
    await expect(within(region).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const DismissWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const region = await show(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Show notification' });
    await userEvent.tab();
    const dismiss = within(region).getByRole('button', { name: 'Dismiss notification' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(region).queryByText('Table reserved')).toBeNull();
    // Focus goes back where it came from instead of falling to the page's start.
    await expect(trigger).toHaveFocus();
  },
};

export const LeavesOnItsOwn: Story = {
  args: { duration: 800 },
  play: async ({ canvasElement }) => {
    const region = await show(canvasElement);
    await expect(within(region).getByText('Table reserved')).toBeInTheDocument();
    await waitFor(() => expect(within(region).queryByText('Table reserved')).toBeNull(), {
      timeout: 3000,
    });
  },
};

export const StaysWhileHovered: Story = {
  args: { duration: 600 },
  play: async ({ canvasElement }) => {
    const region = await show(canvasElement);
    await userEvent.hover(within(region).getByText('Table reserved'));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(within(region).getByText('Table reserved')).toBeInTheDocument();
    await userEvent.unhover(within(region).getByText('Table reserved'));
    await waitFor(() => expect(within(region).queryByText('Table reserved')).toBeNull(), {
      timeout: 3000,
    });
  },
};

export const CoastalTheme: Story = {
  ...Destructive,
  globals: { theme: 'coastal' },
};
