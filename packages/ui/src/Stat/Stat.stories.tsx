import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stat, StatStrip } from './Stat.tsx';

const meta = {
  title: 'Content/Stat',
  component: Stat,
  args: { value: '240', label: 'Hectares of land', detail: 'Cork oak, olive and meadow' },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Hectares of land');
    const value = within(canvasElement).getByText('240');
    // The figure is drawn above its label, but read after it.
    await expect(value.getBoundingClientRect().top).toBeLessThan(label.getBoundingClientRect().top);
    await expect(
      label.compareDocumentPosition(value) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

const items = [
  { value: '240', label: 'Hectares of land' },
  { value: '35', label: 'Spa facilities' },
  { value: '32', label: 'Apartments and villas' },
  { value: '12 h', label: 'Typical reply time', detail: 'On business days' },
];

export const Strip: Story = {
  render: () => <StatStrip items={items} aria-label="The resort in figures" />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'The resort in figures' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const InverseStrip: Story = {
  render: () => <StatStrip items={items.slice(0, 3)} tone="inverse" />,
};
