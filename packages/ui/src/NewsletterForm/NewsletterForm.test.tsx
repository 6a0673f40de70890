import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './NewsletterForm.tsx';
import type { NewsletterOutcome } from './NewsletterForm.tsx';

const messages = {
  sent: (email: string) => `We sent a link to ${email}. Open it to confirm.`,
  simulated: (email: string) => `Nothing was sent: ${email} was not stored.`,
  tooManyAttempts: (minutes: number) => `Too many attempts. Wait ${String(minutes)} minutes.`,
  failed: 'We could not reach our server. Please try again.',
};

const props = {
  label: 'Email address',
  buttonLabel: 'Subscribe',
  sendingLabel: 'Sending…',
  messages,
};

/** A transport that answers when told to, so the state while sending can be seen. */
function pending() {
  let answer: (outcome: NewsletterOutcome) => void = () => {};
  const onSubscribe = vi.fn(
    () =>
      new Promise<NewsletterOutcome>((resolve) => {
        answer = resolve;
      }),
  );
  return { onSubscribe, answer: (outcome: NewsletterOutcome) => answer(outcome) };
}

const field = () => screen.getByRole('textbox', { name: 'Email address' });

describe('NewsletterForm', () => {
  it('lets the browser refuse an empty or malformed address, and says nothing', async () => {
    const user = userEvent.setup();
    const onSubscribe = vi.fn(() => Promise.resolve<NewsletterOutcome>({ kind: 'sent' }));
    render(<NewsletterForm {...props} onSubscribe={onSubscribe} />);
    const input = field();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((input as HTMLInputElement).validity.valueMissing).toBe(true);
    await user.type(input, 'guest@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((input as HTMLInputElement).validity.typeMismatch).toBe(true);
    expect(onSubscribe).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows it is sending, then says a link was sent, in a status the screen reader already watches', async () => {
    const user = userEvent.setup();
    const { onSubscribe, answer } = pending();
    const { container } = render(<NewsletterForm {...props} onSubscribe={onSubscribe} />);
    const status = screen.getByRole('status');
    // A live region must be in the accessibility tree before its text changes to be announced.
    expect(getComputedStyle(status).display).not.toBe('none');
    await user.type(field(), ' guest@example.org {Enter}');
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('form')).toHaveAttribute('data-state', 'sending');
    expect(onSubscribe).toHaveBeenCalledExactlyOnceWith('guest@example.org', { website: '' });
    answer({ kind: 'sent' });
    await vi.waitFor(() =>
      expect(status).toHaveTextContent('We sent a link to guest@example.org. Open it to confirm.'),
    );
    expect(container.querySelector('form')).toHaveAttribute('data-state', 'sent');
    expect(screen.getByRole('button', { name: 'Subscribe' })).not.toHaveAttribute('aria-busy');
    expect(field()).toHaveValue('');
  });

  it('does not claim a mail was sent when nothing receives sign-ups', async () => {
    const user = userEvent.setup();
    render(
      <NewsletterForm
        {...props}
        onSubscribe={() => Promise.resolve<NewsletterOutcome>({ kind: 'simulated' })}
      />,
    );
    await user.type(field(), 'guest@example.org{Enter}');
    const status = screen.getByRole('status');
    await vi.waitFor(() =>
      expect(status).toHaveTextContent('Nothing was sent: guest@example.org was not stored.'),
    );
    expect(status.textContent).not.toMatch(/sent a link/);
  });

  it('ties a refused address’s message to the field, focuses it, and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(
      <NewsletterForm
        {...props}
        onSubscribe={() =>
          Promise.resolve<NewsletterOutcome>({
            kind: 'invalid',
            message: 'Please enter a valid email address',
          })
        }
      />,
    );
    await user.type(field(), 'guest@example{Enter}');
    await vi.waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
    expect(field()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('guest@example');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // Typing again takes the message away: it describes what was sent, not what is there now.
    await user.type(field(), '.org');
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('says how long to wait after too many attempts, and keeps the address', async () => {
    const user = userEvent.setup();
    render(
      <NewsletterForm
        {...props}
        onSubscribe={() =>
          Promise.resolve<NewsletterOutcome>({ kind: 'rate-limited', minutes: 12 })
        }
      />,
    );
    await user.type(field(), 'guest@example.org{Enter}');
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Too many attempts. Wait 12 minutes.'),
    );
    expect(field()).toHaveValue('guest@example.org');
  });

  it('says the server could not be reached and keeps the address, also when the send throws', async () => {
    const user = userEvent.setup();
    const onSubscribe = vi
      .fn<() => Promise<NewsletterOutcome>>()
      .mockResolvedValueOnce({ kind: 'failed' })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<NewsletterForm {...props} onSubscribe={onSubscribe} />);
    await user.type(field(), 'guest@example.org{Enter}');
    const status = screen.getByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent(messages.failed));
    expect(field()).toHaveValue('guest@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() => expect(onSubscribe).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(status).toHaveTextContent(messages.failed));
    expect(field()).toHaveValue('guest@example.org');
  });

  it('is named by its heading when it has one', () => {
    render(
      <NewsletterForm
        {...props}
        heading="Letters"
        onSubscribe={() => Promise.resolve<NewsletterOutcome>({ kind: 'sent' })}
      />,
    );
    expect(screen.getByRole('form', { name: 'Letters' })).toBeInTheDocument();
  });
});
