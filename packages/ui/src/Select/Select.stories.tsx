import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select.tsx';

const options = [
  { value: 'cool', label: 'Cool and fresh' },
  { value: 'mild', label: 'Mild' },
  { value: 'warm', label: 'Warm' },
  { value: 'hot', label: 'Hot' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Temperature preference', options, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPlaceholder: Story = {
  args: { placeholder: 'Choose one' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', {
      name: 'Temperature preference',
    });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Warm');
    await expect(select).toHaveValue('warm');
    await expect(args.onValueChange).toHaveBeenCalledWith('warm');
  },
};

export const Preselected: Story = {
  args: { defaultValue: 'mild', hint: 'How warm you like the pools' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', {
      name: 'Temperature preference',
    });
    await expect(select).toHaveValue('mild');
    await expect(select).toHaveAccessibleDescription('How warm you like the pools');
    await userEvent.selectOptions(select, 'Hot');
    await expect(select).toHaveValue('hot');
  },
};

export const Invalid: Story = {
  args: { placeholder: 'Choose one', required: true, error: 'Choose a temperature' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', {
      name: 'Temperature preference',
    });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a temperature');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'hot', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Temperature preference' }),
    ).toBeDisabled();
  },
};

export const CoastalTheme: Story = {
  ...Invalid,
  globals: { theme: 'coastal' },
};
