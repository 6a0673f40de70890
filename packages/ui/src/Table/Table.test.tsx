import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bakeryTable } from './Table.example.ts';
import { Table } from './Table.tsx';

describe('Table', () => {
  it('is a table named by its caption, with column headers and a header for each row', () => {
    render(<Table {...bakeryTable} />);
    const table = screen.getByRole('table', { name: 'Out of the garden oven today' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Loaf', 'Out of the oven', 'Weight']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Sourdough', 'Dark rye', 'Fig and walnut', 'Olive fougasse']);
    const rye = within(table).getByRole('row', { name: /Dark rye/ });
    expect(
      within(rye)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['08:30', '750 g']);
  });

  it('lets another column head the rows', () => {
    render(<Table {...bakeryTable} rowHeader="time" />);
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      '07:00',
      '08:30',
      '11:00',
      '16:00',
    ]);
  });

  it('lines figures up on the end the column asks for', () => {
    render(<Table {...bakeryTable} />);
    expect(getComputedStyle(screen.getByRole('cell', { name: '900 g' })).textAlign).toBe('end');
    expect(getComputedStyle(screen.getByRole('rowheader', { name: 'Sourdough' })).textAlign).toBe(
      'start',
    );
  });

  it('keeps the cells of a nowrap column whole', () => {
    render(<Table {...bakeryTable} />);
    expect(getComputedStyle(screen.getByRole('cell', { name: '900 g' })).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByRole('cell', { name: '07:00' })).whiteSpace).toBe('normal');
  });

  it('scrolls inside a named region that the keyboard can reach', async () => {
    const user = userEvent.setup();
    render(
      <div style={{ width: 160 }}>
        <Table {...bakeryTable} />
      </div>,
    );
    const region = screen.getByRole('region', { name: 'Out of the garden oven today' });
    await user.tab();
    expect(region).toHaveFocus();
    expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    expect(document.body.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  });
});
