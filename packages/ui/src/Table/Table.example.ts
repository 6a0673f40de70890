import type { TableProps } from './Table.tsx';

/** A made-up garden bakery's day, for stories and tests: any property's table reads the same way. */
export const bakeryTable = {
  caption: 'Out of the garden oven today',
  columns: [
    { key: 'loaf', label: 'Loaf' },
    { key: 'time', label: 'Out of the oven', align: 'end' },
    { key: 'weight', label: 'Weight', align: 'end', nowrap: true },
  ],
  rows: [
    { key: 'sourdough', cells: { loaf: 'Sourdough', time: '07:00', weight: '900 g' } },
    { key: 'rye', cells: { loaf: 'Dark rye', time: '08:30', weight: '750 g' } },
    { key: 'fig', cells: { loaf: 'Fig and walnut', time: '11:00', weight: '500 g' } },
    { key: 'fougasse', cells: { loaf: 'Olive fougasse', time: '16:00', weight: '400 g' } },
  ],
} satisfies TableProps;
