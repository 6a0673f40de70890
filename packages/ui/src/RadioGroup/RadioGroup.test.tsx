import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup.tsx';

const sports = [
  { value: 'tennis', label: 'Tennis' },
  { value: 'padel', label: 'Padel', hint: 'Doubles only' },
];

describe('RadioGroup', () => {
  it('is a radio group named by its legend, with one radio per option sharing a name', () => {
    render(<RadioGroup label="Sport" hint="Both courts are outdoors" options={sports} />);
    const group = screen.getByRole('radiogroup', { name: 'Sport' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('Both courts are outdoors');
    const [tennis, padel] = screen.getAllByRole('radio');
    expect(tennis).toHaveAccessibleName('Tennis');
    expect(padel).toHaveAccessibleDescription('Doubles only');
    expect(tennis?.getAttribute('name')).toBe(padel?.getAttribute('name'));
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });

  it('keeps its own choice when uncontrolled and reports it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<RadioGroup label="Sport" options={sports} onValueChange={onValueChange} />);
    await user.click(screen.getByText('Padel'));
    expect(screen.getByRole('radio', { name: 'Padel' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('padel');
  });

  it('moves the choice with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        label="Sport"
        options={sports}
        defaultValue="tennis"
        onValueChange={onValueChange}
      />,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Tennis' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Padel' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Padel' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('padel');
  });

  it('shows what its owner holds when controlled', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [value, setValue] = useState('yes');
      return (
        <>
          <RadioGroup
            label="Coaching"
            layout="inline"
            options={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            value={value}
            onValueChange={setValue}
          />
          <p>Chosen: {value}</p>
        </>
      );
    }
    render(<Owner />);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByText('Chosen: no')).toBeVisible();
  });

  it('ties its error to the group and marks the group invalid and required', () => {
    render(<RadioGroup label="Sport" options={sports} required error="Choose a sport" />);
    const group = screen.getByRole('radiogroup', { name: 'Sport' });
    expect(group).toHaveAccessibleDescription('Choose a sport');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeRequired();
  });

  it('gives its ref the radio that takes focus', () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(<RadioGroup ref={ref} label="Sport" options={sports} />);
    expect(ref.current).toBe(screen.getByRole('radio', { name: 'Tennis' }));
    rerender(<RadioGroup ref={ref} label="Sport" options={sports} value="padel" />);
    expect(ref.current).toBe(screen.getByRole('radio', { name: 'Padel' }));
  });
});
