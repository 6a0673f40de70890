import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ovenNotes } from './NoteList.example.ts';
import { NoteList } from './NoteList.tsx';

const meta = {
  title: 'Content/NoteList',
  component: NoteList,
  args: { label: 'About the oven', notes: ovenNotes },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoteList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'About the oven' });
    await expect(
      within(group)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Heat', 'Best time', 'Afterwards']);
    await expect(within(group).getByText('220-250°C at the mouth')).toBeVisible();
  },
};

export const Collapsible: Story = {
  args: { collapsible: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const detail = canvas.getByText('220-250°C at the mouth');
    await expect(detail).not.toBeVisible();
    // The summary takes keyboard focus like any control; the browser opens it on Enter or Space.
    await userEvent.tab();
    const summary = canvas.getByText('About the oven').closest('summary')!;
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await expect(detail).toBeVisible();
  },
};
