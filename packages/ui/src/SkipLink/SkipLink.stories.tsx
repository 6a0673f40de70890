import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Site/SkipLink',
  component: SkipLink,
  args: { targetId: 'content', children: 'Skip to content' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Example">
        <a href="#one">A header link</a>
      </nav>
      <main id="content" tabIndex={-1}>
        <p>The page content.</p>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenUntilFocused: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    const before = link.getBoundingClientRect();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const after = link.getBoundingClientRect();
    // It moves into view when focused.
    await expect(after.top).not.toBe(before.top);
    await expect(after.top).toBeGreaterThanOrEqual(0);
    await expect(link).toHaveAttribute('href', '#content');
  },
};
