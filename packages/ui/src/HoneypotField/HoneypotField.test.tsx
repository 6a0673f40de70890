import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { HoneypotField } from './HoneypotField.tsx';

describe('HoneypotField', () => {
  it('is neither seen, reached by keyboard nor heard, yet goes with the form', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    render(
      <form aria-label="Contact">
        <label>
          Name <input name="name" />
        </label>
        <HoneypotField ref={ref} />
        <button type="submit">Send</button>
      </form>,
    );
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    const input = ref.current!;
    expect(input.name).toBe('website');
    expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(0);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    const data = new FormData(screen.getByRole('form', { name: 'Contact' }) as HTMLFormElement);
    expect(data.has('website')).toBe(true);
  });

  it('hands on what a program typed into it', () => {
    const ref = createRef<HTMLInputElement>();
    render(<HoneypotField ref={ref} name="homepage" label="Homepage" />);
    ref.current!.value = 'https://spam.example';
    expect(ref.current!.name).toBe('homepage');
    expect(ref.current!.value).toBe('https://spam.example');
  });
});
