import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const options = [
  { value: 'rest', label: 'Rest' },
  { value: 'energy', label: 'Energy', hint: 'Morning movement' },
  { value: 'sleep', label: 'Sleep' },
  { value: 'detox', label: 'Detox', disabled: true },
];

describe('CheckboxGroup', () => {
  it('is a group named by its legend, with a checkbox per option', () => {
    render(<CheckboxGroup label="Goals" hint="Choose any" options={options} />);
    const group = screen.getByRole('group', { name: 'Goals' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('Choose any');
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: 'Energy' })).toHaveAccessibleDescription(
      'Morning movement',
    );
    expect(screen.getByRole('checkbox', { name: 'Detox' })).toBeDisabled();
  });

  it('keeps its own ticks when uncontrolled, reported in the order of the options', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<CheckboxGroup label="Goals" options={options} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Sleep' }));
    await user.click(screen.getByText('Rest'));
    expect(onValueChange).toHaveBeenLastCalledWith(['rest', 'sleep']);
    expect(screen.getByRole('checkbox', { name: 'Rest' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Rest' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['sleep']);
    expect(screen.getByRole('checkbox', { name: 'Rest' })).not.toBeChecked();
  });

  it('toggles with the space bar', async () => {
    const user = userEvent.setup();
    render(<CheckboxGroup label="Goals" options={options} />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Rest' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Rest' })).toBeChecked();
  });

  it('shows what its owner holds when controlled', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [value, setValue] = useState<string[]>(['energy']);
      return (
        <>
          <CheckboxGroup label="Goals" options={options} value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue([])}>
            Clear
          </button>
        </>
      );
    }
    render(<Owner />);
    expect(screen.getByRole('checkbox', { name: 'Energy' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Rest' }));
    expect(screen.getByRole('checkbox', { name: 'Rest' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it('ties its error to the group and marks each answer invalid', () => {
    render(<CheckboxGroup label="Goals" options={options} error="Choose at least one goal" />);
    expect(screen.getByRole('group', { name: 'Goals' })).toHaveAccessibleDescription(
      'Choose at least one goal',
    );
    expect(screen.getByRole('checkbox', { name: 'Rest' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits one entry per ticked answer under its name', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Assessment">
        <CheckboxGroup label="Goals" name="goals" options={options} defaultValue={['rest']} />
      </form>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Sleep' }));
    const data = new FormData(screen.getByRole('form', { name: 'Assessment' }) as HTMLFormElement);
    expect(data.getAll('goals')).toEqual(['rest', 'sleep']);
  });

  it('gives its ref the first answer, so a form can move focus to the group', () => {
    const ref = createRef<HTMLInputElement>();
    render(<CheckboxGroup ref={ref} label="Goals" options={options} />);
    ref.current?.focus();
    expect(screen.getByRole('checkbox', { name: 'Rest' })).toHaveFocus();
  });
});
