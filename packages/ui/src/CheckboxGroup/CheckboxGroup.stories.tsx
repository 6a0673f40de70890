import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { choiceLayouts } from '../Field/ChoiceList.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const options = [
  { value: 'rest', label: 'Rest & recovery' },
  { value: 'stress', label: 'Less stress' },
  { value: 'energy', label: 'Energy & vitality' },
  { value: 'clarity', label: 'Mental clarity' },
  { value: 'sleep', label: 'Better sleep', hint: 'Evening rituals and a quiet room' },
  { value: 'balance', label: 'Emotional balance' },
];

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'What would you like from your stay?', options, onValueChange: fn() },
  argTypes: { layout: { control: 'inline-radio', options: choiceLayouts } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unticked: Story = {
  args: { hint: 'Choose as many as you like' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mental clarity' }));
    await userEvent.click(canvas.getByText('Rest & recovery'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['rest', 'clarity']);
    await expect(canvas.getByRole('checkbox', { name: 'Rest & recovery' })).toBeChecked();
  },
};

export const Ticked: Story = {
  args: { defaultValue: ['stress', 'sleep'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const sleep = canvas.getByRole('checkbox', { name: 'Better sleep' });
    await expect(sleep).toBeChecked();
    sleep.focus();
    await userEvent.keyboard(' ');
    await expect(sleep).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['stress']);
  },
};

export const Grid: Story = {
  args: { layout: 'grid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(6);
  },
};

export const Invalid: Story = {
  args: { error: 'Choose at least one' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', {
      name: 'What would you like from your stay?',
    });
    await expect(group).toHaveAccessibleDescription('Choose at least one');
  },
};

export const Disabled: Story = {
  args: {
    options: options.map((option) => ({ ...option, disabled: option.value === 'energy' })),
    defaultValue: ['rest'],
  },
  play: async ({ canvasElement }) => {
    const energy = within(canvasElement).getByRole('checkbox', { name: 'Energy & vitality' });
    await expect(energy).toBeDisabled();
    await userEvent.click(energy);
    await expect(energy).not.toBeChecked();
  },
};

export const CoastalTheme: Story = {
  ...Invalid,
  args: { ...Invalid.args, defaultValue: ['stress'] },
  globals: { theme: 'coastal' },
};
