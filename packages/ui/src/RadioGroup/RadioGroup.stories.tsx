import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { choiceLayouts } from '../Field/ChoiceList.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'circuit', label: 'Self-guided circuit', hint: 'Move between the rooms at your pace' },
  { value: 'guided', label: 'Guided sequence', hint: 'A host leads a small group' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'How would you like to visit?', name: 'visit', options, onValueChange: fn() },
  argTypes: { layout: { control: 'inline-radio', options: choiceLayouts } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio', { checked: true })).toBeNull();
    await userEvent.click(canvas.getByText('Guided sequence'));
    await expect(canvas.getByRole('radio', { name: 'Guided sequence' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('guided');
  },
};

export const Chosen: Story = {
  args: { defaultValue: 'circuit' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const circuit = canvas.getByRole('radio', { name: 'Self-guided circuit' });
    await expect(circuit).toBeChecked();
    circuit.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Guided sequence' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('guided');
  },
};

export const Inline: Story = {
  args: {
    label: 'Coaching',
    name: 'coaching',
    layout: 'inline',
    defaultValue: 'no',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'No' })).not.toBeChecked();
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Choose how you would like to visit' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', {
      name: 'How would you like to visit?',
    });
    await expect(group).toHaveAccessibleDescription('Choose how you would like to visit');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'circuit', disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};

export const CoastalTheme: Story = {
  ...Invalid,
  globals: { theme: 'coastal' },
};
