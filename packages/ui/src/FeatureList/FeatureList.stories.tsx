import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureList, featureListVariants } from './FeatureList.tsx';

const meta = {
  title: 'Content/FeatureList',
  component: FeatureList,
  args: {
    'aria-label': 'What you get',
    items: [
      { icon: 'droplet', title: 'Filtered water', description: 'From the spring, in every room.' },
      { icon: 'wind', title: 'Clean air', description: 'Measured daily, with windows that open.' },
      { icon: 'bed', title: 'Organic linen', description: 'Washed without fragrance.' },
      { icon: 'leaf', title: 'Wellness kit', description: 'Oils, salts and a sleep mask.' },
    ],
  },
  argTypes: { variant: { control: 'inline-radio', options: featureListVariants } },
} satisfies Meta<typeof FeatureList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithIcons: Story = {
  args: { columns: 2 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'What you get' });
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(4);
  },
};

export const Bullets: Story = {
  args: {
    variant: 'bullets',
    items: [
      { description: 'Private terrace facing the hills' },
      { description: 'Rain shower and deep bath' },
      { description: 'Breakfast brought to the door' },
      { description: 'Room for two, and a cot on request' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'What you get' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).queryByRole('heading')).toBeNull();
  },
};
