import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid, gridGaps } from './Grid.tsx';

const tile = (n: number) => (
  <div key={n} style={{ padding: 16, border: '1px dashed currentColor', borderRadius: 8 }}>
    Item {n}
  </div>
);

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { children: [1, 2, 3, 4, 5, 6].map(tile) },
  argTypes: { gap: { control: 'inline-radio', options: gridGaps } },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Responsive: Story = {
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('[data-columns-base]')!;
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    // One column on phones, two from medium, three from large.
    const expected = window.innerWidth >= 1024 ? 3 : window.innerWidth >= 768 ? 2 : 1;
    await expect(columns).toBe(expected);
  },
};

export const FourOnWide: Story = {
  args: { columns: { base: 2, large: 4 }, gap: 'small' },
};

export const AsList: Story = {
  args: { as: 'list', 'aria-label': 'Items' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Items' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  },
};
