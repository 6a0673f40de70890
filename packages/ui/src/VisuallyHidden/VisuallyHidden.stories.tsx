import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: ' (opens in a new tab)' },
  render: (args) => (
    <a href="https://example.org" target="_blank" rel="noopener noreferrer">
      A link that opens a new tab
      <VisuallyHidden {...args} />
    </a>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InALink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'A link that opens a new tab (opens in a new tab)',
    });
    const hidden = link.lastElementChild as HTMLElement;
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
