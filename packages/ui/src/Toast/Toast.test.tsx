import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeTimers, useRealTimers } from '../test/fakeTimers.ts';
import { ToastProvider, ToastRegion, useToast } from './Toast.tsx';
import type { ToastOptions } from './Toast.tsx';

const sent: ToastOptions = {
  title: 'Message sent',
  description: 'We will reply within a day.',
  variant: 'success',
};
const failed: ToastOptions = {
  title: 'Too many attempts',
  description: 'Please wait a few minutes.',
  variant: 'destructive',
};

function Raise({ options, label }: { options: ToastOptions; label: string }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      {label}
    </button>
  );
}

function App({ duration }: { duration?: number }) {
  return (
    <ToastProvider duration={duration}>
      <Raise options={sent} label="Send" />
      <Raise options={failed} label="Fail" />
      <ToastRegion label="Notifications" dismissLabel="Dismiss" />
    </ToastProvider>
  );
}

const setup = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

describe('Toast', () => {
  beforeEach(() => {
    useFakeTimers();
  });
  afterEach(() => {
    useRealTimers();
  });

  it('has both live regions in the page before the first toast', () => {
    render(<App />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status')).toBeEmptyDOMElement();
    expect(within(region).getByRole('alert')).toBeEmptyDOMElement();
  });

  it('announces success politely and errors assertively', async () => {
    const user = setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('status')).toHaveTextContent('Message sentWe will reply within a day.');
    expect(screen.getByRole('status')).not.toHaveTextContent('Too many attempts');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many attemptsPlease wait a few minutes.',
    );
  });

  it('leaves after 5 seconds on its own', async () => {
    const user = setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Message sent')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Message sent')).toBeNull();
  });

  it('takes the duration from the provider', async () => {
    const user = setup();
    render(<App duration={8000} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    act(() => vi.advanceTimersByTime(7000));
    expect(screen.getByText('Message sent')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Message sent')).toBeNull();
  });

  it('stays while hovered and resumes the time left afterwards', async () => {
    const user = setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    act(() => vi.advanceTimersByTime(3000));
    await user.hover(screen.getByText('Message sent'));
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('Message sent')).toBeInTheDocument();
    await user.unhover(screen.getByText('Message sent'));
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByText('Message sent')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Message sent')).toBeNull();
  });

  it('stays while focused, and the dismiss button hands focus back', async () => {
    const user = setup();
    render(<App />);
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    await user.tab();
    await user.tab();
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    expect(dismiss).toHaveFocus();
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('Message sent')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Message sent')).toBeNull();
    expect(screen.getByRole('button', { name: 'Fail' })).toHaveFocus();
  });

  it('moves focus to the next toast when one of several is dismissed', async () => {
    const user = setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss' });
    await user.click(first!);
    expect(screen.queryByText('Message sent')).toBeNull();
    expect(second).toHaveFocus();
  });

  it('shows at most three at once, dropping the oldest', async () => {
    const user = setup();
    render(<App />);
    const send = screen.getByRole('button', { name: 'Send' });
    const fail = screen.getByRole('button', { name: 'Fail' });
    await user.click(send);
    await user.click(fail);
    await user.click(fail);
    await user.click(fail);
    expect(screen.queryByText('Message sent')).toBeNull();
    expect(screen.getAllByText('Too many attempts')).toHaveLength(3);
  });

  it('refuses to work without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Raise options={sent} label="Send" />)).toThrow(/ToastProvider/);
  });
});
