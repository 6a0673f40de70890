import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent as browserUser } from 'vitest/browser';
import { hydrateTyped } from '../test/hydrateTyped.tsx';
import { TextArea } from './TextArea.tsx';

const count = {
  format: (length: number, max: number) => `${length} / ${max}`,
  announce: (remaining: number) => `${remaining} characters left`,
};

function Sanitised() {
  const [value, setValue] = useState('Dear team,\nThanks');
  return (
    <TextArea
      label="Message"
      value={value}
      onValueChange={(raw) => setValue(raw.replace(/[<>]/g, ''))}
    />
  );
}

describe('TextArea', () => {
  it('takes up text typed into the prerendered field before the page hydrated', async () => {
    const { control, changes } = hydrateTyped(
      (value, onValueChange) => (
        <TextArea label="Message" value={value} onValueChange={onValueChange} />
      ),
      'Is the Kneipp walk open in April?',
    );
    await waitFor(() => expect(changes).toHaveBeenCalledWith('Is the Kneipp walk open in April?'));
    expect(control).toHaveValue('Is the Kneipp walk open in April?');
  });

  it('is named by its label and ties its error', () => {
    render(<TextArea label="Message" error="Message must be at least 10 characters long" />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Message must be at least 10 characters long');
  });

  it('keeps its own value when uncontrolled and reports each change', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<TextArea label="Notes" onValueChange={onValueChange} />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    await user.type(box, 'Quiet room{Enter}please');
    expect(box).toHaveValue('Quiet room\nplease');
    expect(onValueChange).toHaveBeenLastCalledWith('Quiet room\nplease');
  });

  it('shows the count and stops at the maximum length', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Notes" maxLength={12} characterCount={count} />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(screen.getByText('0 / 12')).toBeVisible();
    await user.type(box, 'Hello');
    expect(screen.getByText('5 / 12')).toBeVisible();
    await user.type(box, ' there, friend');
    expect(box).toHaveValue('Hello there,');
    expect(screen.getByText('12 / 12')).toBeVisible();
  });

  it('announces the count politely only near the limit', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Notes" maxLength={100} characterCount={count} />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    const status = screen.getByRole('status');
    await user.type(box, 'a'.repeat(50));
    // Give the pause after typing time to pass: still nothing to say halfway.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(status).toBeEmptyDOMElement();
    await user.type(box, 'a'.repeat(42));
    await expect.poll(() => status.textContent).toBe('8 characters left');
  });

  it('says nothing on load even when the text starts near the limit', async () => {
    render(
      <TextArea
        label="Notes"
        maxLength={20}
        defaultValue={'a'.repeat(19)}
        characterCount={count}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps the caret on its line when the owner cleans the value', async () => {
    render(<Sanitised />);
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    box.focus();
    box.setSelectionRange(4, 4);
    await browserUser.keyboard('<>!');
    expect(box).toHaveValue('Dear! team,\nThanks');
    expect(box.selectionStart).toBe(5);
  });

  it('gives its ref the textarea', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea ref={ref} label="Message" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Message' }));
  });
});
