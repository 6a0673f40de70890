import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatClock, Timer } from './Timer.tsx';
import type { TimerMessages, TimerProps } from './Timer.tsx';

const messages: TimerMessages = {
  start: 'Start',
  pause: 'Pause',
  resume: 'Resume',
  reset: 'Start over',
  done: 'Time is up',
  remaining: (m, s) => `${m} min ${s} s left`,
};

function Subject(props: Partial<TimerProps>) {
  return <Timer duration={300} label="Sauna" messages={messages} {...props} />;
}

const group = () => screen.getByRole('group', { name: 'Sauna' });
const figure = () => group().querySelector('[aria-hidden="true"]');
const spoken = () => screen.getByRole('timer');
const toggle = () => screen.getAllByRole('button')[0]!;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** Lets time pass a second at a time, each tick drawn before the next is due. */
const wait = (ms: number) => {
  for (let passed = 0; passed < ms; passed += 1000) {
    act(() => vi.advanceTimersByTime(Math.min(1000, ms - passed)));
  }
};

describe('formatClock', () => {
  it('shows minutes and two-digit seconds, rounding part of a second up', () => {
    expect(formatClock(300)).toBe('5:00');
    expect(formatClock(59.2)).toBe('1:00');
    expect(formatClock(61)).toBe('1:01');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
    expect(formatClock(3600)).toBe('60:00');
  });
});

describe('Timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts, pauses, resumes and resets with one toggle and a reset button', () => {
    const onRunningChange = vi.fn();
    render(<Subject onRunningChange={onRunningChange} />);
    expect(group()).toHaveAttribute('data-state', 'idle');
    expect(figure()).toHaveTextContent('5:00');
    expect(toggle()).toHaveAccessibleName('Start');
    expect(toggle()).not.toHaveAttribute('aria-pressed');

    press('Start');
    expect(group()).toHaveAttribute('data-state', 'running');
    expect(toggle()).toHaveAccessibleName('Pause');
    expect(onRunningChange).toHaveBeenLastCalledWith(true);
    wait(61_000);
    expect(figure()).toHaveTextContent('3:59');

    press('Pause');
    expect(group()).toHaveAttribute('data-state', 'paused');
    expect(toggle()).toHaveAccessibleName('Resume');
    expect(onRunningChange).toHaveBeenLastCalledWith(false);
    wait(120_000);
    expect(figure()).toHaveTextContent('3:59');

    press('Resume');
    wait(59_000);
    expect(figure()).toHaveTextContent('3:00');

    press('Start over');
    expect(group()).toHaveAttribute('data-state', 'idle');
    expect(figure()).toHaveTextContent('5:00');
    expect(toggle()).toHaveAccessibleName('Start');
    wait(5_000);
    expect(figure()).toHaveTextContent('5:00');
  });

  it('shows the true time left after the clock jumps, as when a phone wakes', () => {
    render(<Subject />);
    press('Start');
    wait(10_000);
    // The page slept: the clock moved on while no tick ran.
    vi.setSystemTime(Date.now() + 120_000);
    wait(1_000);
    expect(figure()).toHaveTextContent('2:49');
    // Back after the time is up: done at once, not counted down from where it stopped.
    vi.setSystemTime(Date.now() + 600_000);
    wait(1_000);
    expect(group()).toHaveAttribute('data-state', 'done');
    expect(figure()).toHaveTextContent('0:00');
  });

  it('ends once: the words shown and announced, onDone called, the clock stopped', () => {
    const onDone = vi.fn();
    const onRunningChange = vi.fn();
    render(<Subject duration={3} onDone={onDone} onRunningChange={onRunningChange} />);
    const region = screen.getByText('', { selector: '[aria-live="polite"]' });
    expect(region).toBeEmptyDOMElement();
    press('Start');
    wait(2_000);
    expect(onDone).not.toHaveBeenCalled();
    wait(1_000);
    expect(group()).toHaveAttribute('data-state', 'done');
    expect(region).toHaveTextContent('Time is up');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onRunningChange).toHaveBeenLastCalledWith(false);
    wait(60_000);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);

    // The toggle starts it over from the full length.
    expect(toggle()).toHaveAccessibleName('Start');
    press('Start');
    expect(group()).toHaveAttribute('data-state', 'running');
    expect(region).toBeEmptyDOMElement();
    expect(figure()).toHaveTextContent('0:03');
  });

  it('vibrates when the time is up only when asked and where the device can', () => {
    const vibrate = vi.fn(() => true);
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'vibrate');
    Object.defineProperty(Navigator.prototype, 'vibrate', { value: vibrate, configurable: true });
    try {
      const { unmount } = render(<Subject duration={1} />);
      press('Start');
      wait(1_000);
      expect(group()).toHaveAttribute('data-state', 'done');
      expect(vibrate).not.toHaveBeenCalled();
      unmount();

      const asked = render(<Subject duration={1} vibrate />);
      press('Start');
      wait(1_000);
      expect(vibrate).toHaveBeenCalledTimes(1);
      asked.unmount();

      // A browser without vibration: nothing to call, nothing thrown.
      Object.defineProperty(Navigator.prototype, 'vibrate', {
        value: undefined,
        configurable: true,
      });
      render(<Subject duration={1} vibrate />);
      press('Start');
      wait(1_000);
      expect(group()).toHaveAttribute('data-state', 'done');
      expect(vibrate).toHaveBeenCalledTimes(1);
    } finally {
      if (original) Object.defineProperty(Navigator.prototype, 'vibrate', original);
      else delete (Navigator.prototype as { vibrate?: unknown }).vibrate;
    }
  });

  it('tells screen readers the time left on the minute and on a pause, never each second', () => {
    render(<Subject duration={150} />);
    expect(figure()).toHaveAttribute('aria-hidden', 'true');
    expect(spoken()).toHaveTextContent('2 min 30 s left');
    press('Start');
    wait(20_000);
    expect(figure()).toHaveTextContent('2:10');
    expect(spoken()).toHaveTextContent('2 min 30 s left');
    wait(10_000);
    expect(spoken()).toHaveTextContent('2 min 0 s left');
    wait(45_000);
    expect(spoken()).toHaveTextContent('2 min 0 s left');
    press('Pause');
    expect(spoken()).toHaveTextContent('1 min 15 s left');
  });

  it('starts over when given a new length, and keeps running if it was', () => {
    const { rerender } = render(<Subject duration={120} />);
    press('Start');
    wait(30_000);
    expect(figure()).toHaveTextContent('1:30');
    rerender(<Subject duration={60} />);
    expect(figure()).toHaveTextContent('1:00');
    expect(group()).toHaveAttribute('data-state', 'running');
    wait(20_000);
    expect(figure()).toHaveTextContent('0:40');
  });

  it('in controlled use runs only when told', () => {
    const onRunningChange = vi.fn();
    const { rerender } = render(<Subject running={false} onRunningChange={onRunningChange} />);
    press('Start');
    expect(onRunningChange).toHaveBeenCalledWith(true);
    expect(group()).toHaveAttribute('data-state', 'idle');
    wait(5_000);
    expect(figure()).toHaveTextContent('5:00');
    rerender(<Subject running onRunningChange={onRunningChange} />);
    expect(group()).toHaveAttribute('data-state', 'running');
    wait(5_000);
    expect(figure()).toHaveTextContent('4:55');
    rerender(<Subject running={false} onRunningChange={onRunningChange} />);
    expect(group()).toHaveAttribute('data-state', 'paused');
  });

  it('starts on its own with defaultRunning, and leaves no timer behind when removed', () => {
    const { unmount } = render(<Subject defaultRunning />);
    expect(group()).toHaveAttribute('data-state', 'running');
    wait(3_000);
    expect(figure()).toHaveTextContent('4:57');
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives both buttons a target of at least 44 by 44 pixels', () => {
    render(<Subject />);
    for (const button of screen.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });
});
