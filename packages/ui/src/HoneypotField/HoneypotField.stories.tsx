import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HoneypotField } from './HoneypotField.tsx';

const meta = {
  title: 'Forms/HoneypotField',
  component: HoneypotField,
  args: { name: 'website', label: 'Website' },
  render: (args) => (
    <form aria-label="Newsletter" onSubmit={(event) => event.preventDefault()}>
      <label>
        E-mail <input name="email" type="email" />
      </label>
      <HoneypotField {...args} />
      <button type="submit">Subscribe</button>
    </form>
  ),
} satisfies Meta<typeof HoneypotField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Out of sight, skipped by the keyboard and absent from the accessibility tree. */
export const InAForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!;
    const box = trap.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(0);
    await expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Website' })).toBeNull();
    await userEvent.click(canvas.getByRole('textbox', { name: 'E-mail' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toHaveFocus();
  },
};
