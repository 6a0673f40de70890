import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, ButtonLink } from '../Button/Button.tsx';
import { Actions, actionsAlignments } from './Actions.tsx';

const meta = {
  title: 'Actions/Actions',
  component: Actions,
  args: {
    children: [
      <ButtonLink key="book" href="#book">
        Book a spa day
      </ButtonLink>,
      <ButtonLink key="plan" href="#plan" variant="secondary">
        Plan your circuit with the concierge
      </ButtonLink>,
      <Button key="soon" variant="ghost" unavailable="Coming soon">
        Gift a day
      </Button>,
    ],
  },
  argTypes: { align: { control: 'inline-radio', options: actionsAlignments } },
} satisfies Meta<typeof Actions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const book = canvas.getByRole('link', { name: 'Book a spa day' });
    // The main action comes first in the reading and focus order, as it stands first on screen.
    await userEvent.tab();
    await expect(book).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: 'Plan your circuit with the concierge' }),
    ).toHaveFocus();
    await expect(getComputedStyle(book.parentElement!).visibility).toBe('visible');
  },
};

export const Centred: Story = {
  args: { align: 'center' },
  play: async ({ canvasElement }) => {
    const book = within(canvasElement).getByRole('link', { name: 'Book a spa day' });
    const row = book.parentElement!.getBoundingClientRect();
    const first = book.getBoundingClientRect();
    // Centred: the row's first line leaves room on its left.
    await expect(first.left - row.left).toBeGreaterThan(0);
  },
};

/** On a phone the actions wrap onto lines of their own, each still a full target. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Actions {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    const [first, second] = links.map((link) => link.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.top);
    for (const link of links) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};
