import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bakeryTable } from './Table.example.ts';
import { Table } from './Table.tsx';

const meta = {
  title: 'Content/Table',
  component: Table,
  args: bakeryTable,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Out of the garden oven today' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Loaf', 'Out of the oven', 'Weight']);
    await expect(within(table).getByRole('rowheader', { name: 'Dark rye' })).toBeVisible();
  },
};

/** At a phone's width the table scrolls sideways, and the keyboard can scroll it. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: {
    columns: [...bakeryTable.columns, { key: 'flour', label: 'Flour from the valley mill' }],
    rows: bakeryTable.rows.map((row) => ({
      ...row,
      cells: { ...row.cells, flour: 'Stone-ground wheat and a little barley from the terraces' },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Out of the garden oven today' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};
