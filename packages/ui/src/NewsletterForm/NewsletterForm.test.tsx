import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './NewsletterForm.tsx';

const props = {
  label: 'Email address',
  buttonLabel: 'Subscribe',
  confirmation: (email: string) => `Nothing was sent: ${email} was not stored.`,
};

describe('NewsletterForm', () => {
  it('lets the browser refuse an empty or malformed address, and says nothing', async () => {
    const user = userEvent.setup();
    const onSubscribe = vi.fn();
    render(<NewsletterForm {...props} onSubscribe={onSubscribe} />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((input as HTMLInputElement).validity.valueMissing).toBe(true);
    await user.type(input, 'guest@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((input as HTMLInputElement).validity.typeMismatch).toBe(true);
    expect(onSubscribe).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tells what happened to a valid address, in a status the screen reader already watches', async () => {
    const user = userEvent.setup();
    const onSubscribe = vi.fn();
    render(<NewsletterForm {...props} onSubscribe={onSubscribe} />);
    const status = screen.getByRole('status');
    // A live region must be in the accessibility tree before its text changes to be announced.
    expect(getComputedStyle(status).display).not.toBe('none');
    await user.type(
      screen.getByRole('textbox', { name: 'Email address' }),
      'guest@example.org{Enter}',
    );
    expect(status).toHaveTextContent('Nothing was sent: guest@example.org was not stored.');
    expect(onSubscribe).toHaveBeenCalledExactlyOnceWith('guest@example.org');
  });

  it('is named by its heading when it has one', () => {
    render(<NewsletterForm {...props} heading="Letters" />);
    expect(screen.getByRole('form', { name: 'Letters' })).toBeInTheDocument();
  });
});
