import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const characterCount = {
  format: (length: number, max: number) => `${length} / ${max}`,
  announce: (remaining: number) => `${remaining} characters left`,
};

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Two nights{Enter}in May');
    await expect(box).toHaveValue('Two nights\nin May');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Two nights\nin May');
  },
};

export const WithCharacterCount: Story = {
  args: {
    hint: 'Up to 120 characters',
    maxLength: 120,
    characterCount,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'We would like a quiet room.');
    await expect(canvas.getByText('27 / 120')).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const NearTheLimit: Story = {
  args: {
    maxLength: 60,
    defaultValue: 'A table for two by the window, on the terrace if it is war',
    characterCount,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'm.');
    await expect(box).toHaveValue('A table for two by the window, on the terrace if it is warm.');
    await expect(canvas.getByText('60 / 60')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('0 characters left'));
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'Hi',
    maxLength: 2000,
    characterCount,
    error: 'Message must be at least 10 characters long',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Message must be at least 10 characters long');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Sent on Monday', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

function CleanedWhileTyping() {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="Message"
      value={value}
      onValueChange={(raw) => setValue(raw.replace(/[<>]/g, ''))}
    />
  );
}

export const ControlledAndCleaned: Story = {
  render: () => <CleanedWhileTyping />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '<script>hello');
    await expect(box).toHaveValue('scripthello');
  },
};

export const CoastalTheme: Story = {
  ...Invalid,
  globals: { theme: 'coastal' },
};
