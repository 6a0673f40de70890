import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateTyped } from '../test/hydrateTyped.tsx';
import { Select } from './Select.tsx';

const options = [
  { value: 'warm', label: 'Warm' },
  { value: 'hot', label: 'Hot' },
  { value: 'cold', label: 'Cold', disabled: true },
];

describe('Select', () => {
  it('takes up a choice made in the prerendered select before the page hydrated', async () => {
    const { control, changes } = hydrateTyped(
      (value, onValueChange) => (
        <Select
          label="Temperature"
          placeholder="Choose one"
          options={options}
          value={value}
          onValueChange={onValueChange}
        />
      ),
      'hot',
    );
    await waitFor(() => expect(changes).toHaveBeenCalledWith('hot'));
    expect(control).toHaveValue('hot');
  });

  it('is a native select named by its label, with the options it is given', () => {
    render(<Select label="Temperature" options={options} />);
    const select = screen.getByRole('combobox', { name: 'Temperature' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Warm',
      'Hot',
      'Cold',
    ]);
    expect(screen.getByRole('option', { name: 'Cold' })).toBeDisabled();
    expect(select).toHaveValue('warm');
  });

  it('starts on the placeholder when it has one', () => {
    render(<Select label="Temperature" options={options} placeholder="Choose one" />);
    expect(screen.getByRole('combobox', { name: 'Temperature' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose one' })).toHaveAttribute('value', '');
  });

  it('keeps its own choice when uncontrolled and reports it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Select
        label="Temperature"
        options={options}
        placeholder="Choose one"
        onValueChange={onValueChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Temperature' });
    await user.selectOptions(select, 'Hot');
    expect(select).toHaveValue('hot');
    expect(onValueChange).toHaveBeenCalledWith('hot');
  });

  it('follows its owner when controlled', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [value, setValue] = useState('hot');
      return (
        <>
          <Select label="Temperature" options={options} value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue('warm')}>
            Reset
          </button>
        </>
      );
    }
    render(<Owner />);
    const select = screen.getByRole('combobox', { name: 'Temperature' });
    expect(select).toHaveValue('hot');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(select).toHaveValue('warm');
  });

  it('ties its hint and error, and marks itself invalid', () => {
    render(
      <Select
        label="Temperature"
        options={options}
        hint="For the spa circuit"
        error="Choose a temperature"
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Temperature' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('Choose a temperature For the spa circuit');
  });

  it('gives its ref the select', () => {
    const ref = createRef<HTMLSelectElement>();
    render(<Select ref={ref} label="Temperature" options={options} />);
    expect(ref.current).toBe(screen.getByRole('combobox', { name: 'Temperature' }));
  });
});
