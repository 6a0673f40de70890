import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepList } from './StepList.tsx';

const steps = [
  {
    title: 'Tell us about you',
    text: 'A short conversation about sleep, energy and what you hope to change.',
  },
  {
    title: 'We read the signs',
    text: 'Your answers and measurements shape a first picture of your needs.',
  },
  {
    title: 'Your days, planned',
    text: 'Treatments, movement and rest, placed so they support each other.',
  },
  { title: 'We keep listening', text: 'Each day adjusts to how you feel, not to a fixed plan.' },
];

const meta = {
  title: 'Content/StepList',
  component: StepList,
  args: { steps, 'aria-label': 'How it works' },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'How it works' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(items[2]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Your days, planned',
    );
  },
};

export const Row: Story = { args: { layout: 'row', level: 4 } };
