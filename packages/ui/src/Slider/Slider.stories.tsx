import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from './Slider.tsx';

const meta = {
  title: 'Forms/Slider',
  component: Slider,
  args: {
    label: 'Energy level',
    decrementLabel: 'Lower energy level',
    incrementLabel: 'Raise energy level',
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  args: { hint: '1 is exhausted, 10 is full of energy' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Energy level' });
    await expect(slider).toHaveValue('5');
    await userEvent.click(canvas.getByRole('button', { name: 'Raise energy level' }));
    await expect(slider).toHaveValue('6');
    await expect(canvas.getByText('6')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(6);
  },
};

export const AtMinimum: Story = {
  args: { defaultValue: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const lower = canvas.getByRole('button', { name: 'Lower energy level' });
    await expect(lower).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(lower);
    await expect(canvas.getByRole('slider', { name: 'Energy level' })).toHaveValue('1');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const AtMaximum: Story = {
  args: { defaultValue: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const raise = canvas.getByRole('button', { name: 'Raise energy level' });
    await expect(raise).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(raise);
    await expect(canvas.getByRole('slider', { name: 'Energy level' })).toHaveValue('10');
    await userEvent.click(canvas.getByRole('button', { name: 'Lower energy level' }));
    await expect(canvas.getByRole('slider', { name: 'Energy level' })).toHaveValue('9');
  },
};

const moods = [
  '',
  'very low',
  'low',
  'low',
  'fair',
  'fair',
  'good',
  'good',
  'high',
  'high',
  'very high',
];

export const ValueInWords: Story = {
  args: {
    label: 'Sleep quality',
    decrementLabel: 'Lower sleep quality',
    incrementLabel: 'Raise sleep quality',
    defaultValue: 7,
    formatValue: (value: number) => `${value} · ${moods[value] ?? ''}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Sleep quality' });
    await expect(slider).toHaveAttribute('aria-valuetext', '7 · good');
    await userEvent.click(canvas.getByRole('button', { name: 'Raise sleep quality' }));
    await expect(slider).toHaveAttribute('aria-valuetext', '8 · high');
  },
};

function Controlled() {
  const [value, setValue] = useState(3);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Slider
        label="Stress level"
        decrementLabel="Lower stress level"
        incrementLabel="Raise stress level"
        value={value}
        onValueChange={setValue}
      />
      <button type="button" onClick={() => setValue(1)}>
        Reset to 1
      </button>
    </div>
  );
}

export const ControlledByItsOwner: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Stress level' });
    await userEvent.click(canvas.getByRole('button', { name: 'Raise stress level' }));
    await expect(slider).toHaveValue('4');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to 1' }));
    await expect(slider).toHaveValue('1');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 4, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Energy level' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Raise energy level' }));
    await expect(canvas.getByRole('slider', { name: 'Energy level' })).toHaveValue('4');
  },
};

export const CoastalTheme: Story = {
  ...Middle,
  globals: { theme: 'coastal' },
};
