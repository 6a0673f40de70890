import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent as browserUser } from 'vitest/browser';
import { hydrateTyped } from '../test/hydrateTyped.tsx';
import { TextField } from './TextField.tsx';

const stripBrackets = (raw: string) => raw.replace(/[<>]/g, '');

function Sanitised({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <TextField
      label="Subject"
      value={value}
      onValueChange={(raw) => setValue(stripBrackets(raw))}
    />
  );
}

describe('TextField', () => {
  it('takes up text typed into the prerendered field before the page hydrated', async () => {
    const { control, changes } = hydrateTyped(
      (value, onValueChange) => (
        <TextField label="First name" value={value} onValueChange={onValueChange} />
      ),
      'Zoë',
    );
    await waitFor(() => expect(changes).toHaveBeenCalledWith('Zoë'));
    expect(control).toHaveValue('Zoë');
  });

  it('is named by its label and described by its hint', () => {
    render(<TextField label="First name" hint="As on your passport" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAccessibleDescription('As on your passport');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('First name').tagName).toBe('LABEL');
  });

  it('ties an error to the field and marks it invalid', () => {
    render(
      <TextField label="First name" hint="As on your passport" error="First name is required" />,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('First name is required As on your passport');
    expect(input).toHaveAttribute('data-invalid');
  });

  it('keeps its own value when uncontrolled and reports each change', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<TextField label="City" defaultValue="Év" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'City' });
    await user.type(input, 'ora');
    expect(input).toHaveValue('Évora');
    expect(onValueChange).toHaveBeenLastCalledWith('Évora');
  });

  it('shows only what a controlled owner accepts', async () => {
    const user = userEvent.setup();
    render(<Sanitised />);
    const input = screen.getByRole('textbox', { name: 'Subject' });
    await user.type(input, 'a<b>c');
    expect(input).toHaveValue('abc');
  });

  it('keeps the caret where the guest types when the owner cleans the value', async () => {
    render(<Sanitised initial="Hello world" />);
    const input = screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
    input.focus();
    input.setSelectionRange(5, 5);
    // Real key presses from the browser: "<" is removed by the owner, "," is kept.
    await browserUser.keyboard('<,');
    expect(input).toHaveValue('Hello, world');
    expect(input.selectionStart).toBe(6);
    await browserUser.keyboard('!');
    expect(input).toHaveValue('Hello,! world');
  });

  it('enforces its maximum length', async () => {
    const user = userEvent.setup();
    render(<TextField label="Code" maxLength={4} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, 'abcdef');
    expect(input).toHaveValue('abcd');
  });

  it('passes the native attributes each input type needs', () => {
    render(
      <>
        <TextField label="Email" type="email" name="email" autoComplete="email" required />
        <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" />
        <TextField label="Guests" type="number" min={1} max={8} />
        <TextField label="Arrival" type="date" min="2026-01-01" max="2026-12-31" />
        <TextField label="Time" type="time" />
      </>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('inputmode', 'tel');
    const guests = screen.getByRole('spinbutton', { name: 'Guests' });
    expect(guests).toHaveAttribute('min', '1');
    expect(guests).toHaveAttribute('max', '8');
    const arrival = screen.getByLabelText('Arrival');
    expect(arrival).toHaveAttribute('type', 'date');
    expect(arrival).toHaveAttribute('min', '2026-01-01');
    expect(screen.getByLabelText('Time')).toHaveAttribute('type', 'time');
  });

  it('gives its ref the input, so a form can move focus to it', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Last name" error="Last name is required" />);
    ref.current?.focus();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveFocus();
  });

  it('uses the id it is given, so a page can link to the field', () => {
    render(<TextField id="contact-email" label="Email" type="email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('id', 'contact-email');
  });
});
