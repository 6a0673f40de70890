import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterChips } from './FilterChips.tsx';
import { nextFilterValue } from './filterToggle.ts';

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta', tone: 'sky' },
] as const;

describe('nextFilterValue', () => {
  it('selects, switches, clears on a second press, and clears from "all"', () => {
    expect(nextFilterValue(null, 'a')).toBe('a');
    expect(nextFilterValue('a', 'b')).toBe('b');
    expect(nextFilterValue('b', 'b')).toBeNull();
    expect(nextFilterValue('a', null)).toBeNull();
    expect(nextFilterValue(null, null)).toBeNull();
  });
});

describe('FilterChips', () => {
  it('in controlled use reports changes and shows only what it is given', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(
      <FilterChips
        label="Kind"
        allLabel="Everything"
        options={options}
        value="a"
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Beta' }));
    expect(onValueChange).toHaveBeenCalledWith('b');
    expect(screen.getByRole('button', { name: 'Alpha' })).toHaveAttribute('aria-pressed', 'true');
    rerender(
      <FilterChips
        label="Kind"
        allLabel="Everything"
        options={options}
        value="b"
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Beta' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Beta' }));
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it('does not report a change when "all" is pressed with nothing selected', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <FilterChips label="Kind" allLabel="All" options={options} onValueChange={onValueChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('is operable from the keyboard, each chip a real button in a named group', async () => {
    const user = userEvent.setup();
    render(<FilterChips label="Kind" options={options} />);
    expect(screen.getByRole('group', { name: 'Kind' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Alpha' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Alpha' })).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Alpha' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Beta' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives every chip a target of at least 24 by 24 pixels', () => {
    render(<FilterChips label="Kind" allLabel="All" options={options} />);
    for (const button of screen.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.width).toBeGreaterThanOrEqual(24);
    }
  });
});
