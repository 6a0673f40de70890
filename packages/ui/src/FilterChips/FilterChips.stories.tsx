import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterChips } from './FilterChips.tsx';
import type { FilterChipOption } from './FilterChips.tsx';

const options = [
  { value: 'heat', label: 'Heat', tone: 'terracotta' },
  { value: 'water', label: 'Water', tone: 'teal' },
  { value: 'rest', label: 'Rest', tone: 'indigo' },
  { value: 'movement', label: 'Movement', tone: 'olive' },
] as const satisfies readonly FilterChipOption[];

const counts: Record<string, number> = { heat: 9, water: 11, rest: 8, movement: 7 };
const total = 35;

const meta = {
  title: 'Actions/FilterChips',
  component: FilterChips,
  args: {
    label: 'Filter by category',
    allLabel: 'All',
    options,
    onValueChange: fn(),
  },
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Filter by category' });
    const all = within(group).getByRole('button', { name: 'All' });
    const water = within(group).getByRole('button', { name: 'Water' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(water);
    await expect(water).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('water');
    // Pressing the active chip again clears the filter.
    await userEvent.keyboard('{Enter}');
    await expect(water).toHaveAttribute('aria-pressed', 'false');
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

export const Preselected: Story = {
  args: { defaultValue: 'rest' },
  play: async ({ canvasElement }) => {
    const rest = within(canvasElement).getByRole('button', { name: 'Rest' });
    await expect(rest).toHaveAttribute('aria-pressed', 'true');
    await expect(rest).toHaveAttribute('data-state', 'on');
  },
};

export const WithoutAllChip: Story = {
  args: { allLabel: undefined, options: options.map(({ value, label }) => ({ value, label })) },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(4);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ControlledWithCount: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState<string | null>(null);
    const shown = value ? counts[value] : total;
    return (
      <FilterChips
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
        count={`Showing ${shown} of ${total} facilities`}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByText(/Showing/);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('Showing 35 of 35 facilities');
    await userEvent.click(canvas.getByRole('button', { name: 'Heat' }));
    await expect(status).toHaveTextContent('Showing 9 of 35 facilities');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Water' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(status).toHaveTextContent('Showing 11 of 35 facilities');
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(status).toHaveTextContent('Showing 35 of 35 facilities');
  },
};
