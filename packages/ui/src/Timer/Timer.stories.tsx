import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Timer } from './Timer.tsx';
import type { TimerMessages } from './Timer.tsx';

const messages: TimerMessages = {
  start: 'Start',
  pause: 'Pause',
  resume: 'Resume',
  reset: 'Start over',
  done: 'Time is up. Move on when you are ready.',
  remaining: (m, s) => `${m} min ${s} s left`,
};

/**
 * A clock that stands still until a play function moves it, so a running timer looks the same
 * in every screenshot. Stories that use it install it before they render and restore it after.
 */
const stillClock = { now: 0 };
function holdTheClock() {
  const real = Date.now;
  stillClock.now = real();
  Date.now = () => stillClock.now;
  return () => {
    Date.now = real;
  };
}

const meta = {
  title: 'Actions/Timer',
  component: Timer,
  args: {
    duration: 600,
    label: 'Sauna',
    messages,
    onRunningChange: fn(),
    onDone: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Timer>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: 'Sauna' });
const figure = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[role="group"] > [aria-hidden="true"]');

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(group(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(figure(canvasElement)).toHaveTextContent('10:00');
    await expect(canvas.getByRole('timer')).toHaveTextContent('10 min 0 s left');
    await expect(canvas.getByRole('button', { name: 'Start' })).not.toHaveAttribute('aria-pressed');
    await expect(canvas.getByRole('button', { name: 'Start over' })).toBeInTheDocument();
  },
};

export const Running: Story = {
  beforeEach: holdTheClock,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(group(canvasElement)).toHaveAttribute('data-state', 'running');
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await expect(args.onRunningChange).toHaveBeenLastCalledWith(true);
    stillClock.now += 2 * 60_000 + 15_000;
    await waitFor(() => expect(figure(canvasElement)).toHaveTextContent('7:45'), {
      timeout: 3000,
    });
  },
};

export const Paused: Story = {
  beforeEach: holdTheClock,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    stillClock.now += 4 * 60_000 + 20_000;
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(group(canvasElement)).toHaveAttribute('data-state', 'paused');
    await expect(figure(canvasElement)).toHaveTextContent('5:40');
    await expect(canvas.getByRole('timer')).toHaveTextContent('5 min 40 s left');
    await expect(args.onRunningChange).toHaveBeenLastCalledWith(false);
    // Time that passes while paused does not count.
    stillClock.now += 60_000;
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await expect(figure(canvasElement)).toHaveTextContent('5:40');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(canvas.getByRole('button', { name: 'Resume' })).toHaveFocus();
  },
};

/** Three seconds long, on the real clock, so the end arrives while the test watches. */
export const Done: Story = {
  args: { duration: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(group(canvasElement)).toHaveAttribute('data-state', 'done'), {
      timeout: 6000,
    });
    await expect(region).toHaveTextContent('Time is up. Move on when you are ready.');
    await expect(figure(canvasElement)).toHaveTextContent('0:00');
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(args.onRunningChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  },
};

export const ResetAfterPause: Story = {
  beforeEach: holdTheClock,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    stillClock.now += 30_000;
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(figure(canvasElement)).toHaveTextContent('9:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await expect(group(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(figure(canvasElement)).toHaveTextContent('10:00');
  },
};

export const NarrowScreen: Story = {
  args: { duration: 45 * 60 },
  decorators: [
    (Story) => (
      <div style={{ width: '320px' }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTestId('frame').getBoundingClientRect();
    const timer = group(canvasElement);
    await expect(timer.scrollWidth).toBeLessThanOrEqual(timer.clientWidth);
    await expect(figure(canvasElement)).toHaveTextContent('45:00');
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(frame.right);
    }
  },
};
