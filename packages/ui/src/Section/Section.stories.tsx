import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Section, sectionTones } from './Section.tsx';

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'The circuit',
    heading: 'Warmth, then water, then rest',
    intro: 'Move at your own pace between heat, cold and stillness. Each room tells you how long.',
    children: <p>Section content sits here, in the same width as the heading block.</p>,
  },
  argTypes: { tone: { control: 'inline-radio', options: sectionTones } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'Warmth, then water, then rest',
    });
    await expect(
      within(region).getByRole('heading', { level: 2, name: 'Warmth, then water, then rest' }),
    ).toBeVisible();
  },
};

export const Muted: Story = { args: { tone: 'muted', align: 'center' } };

export const Inverse: Story = {
  args: { tone: 'inverse' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(getComputedStyle(region).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

export const NestedLevel: Story = {
  args: { level: 3, eyebrow: undefined, intro: undefined, id: 'benefits' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvasElement.querySelector('#benefits')).toHaveAttribute('aria-labelledby');
  },
};
