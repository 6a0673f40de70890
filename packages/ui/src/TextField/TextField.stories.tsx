import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'First name', name: 'firstName', onValueChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { autoComplete: 'given-name', maxLength: 50 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'João');
    await expect(input).toHaveValue('João');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('João');
    await expect(canvasElement.querySelector('[data-state="filled"]')).not.toBeNull();
  },
};

export const WithHint: Story = {
  args: { label: 'Phone', type: 'tel', hint: 'Include the country code', autoComplete: 'tel' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAccessibleDescription('Include the country code');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'guest@',
    hint: 'We reply to this address',
    error: 'Please enter a valid email address',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Please enter a valid email address We reply to this address',
    );
  },
};

export const Required: Story = {
  args: { label: 'Last name', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Last name' });
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { label: 'Reference', defaultValue: 'A-1042', disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Reference' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('A-1042');
  },
};

export const Types: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      <TextField label="Email" type="email" autoComplete="email" />
      <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
      <TextField label="Arrival date" type="date" min="2026-01-01" max="2027-12-31" width="short" />
      <TextField label="Arrival time" type="time" width="short" />
      <TextField label="Guests" type="number" min={1} max={8} defaultValue="2" width="short" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guests = canvas.getByRole('spinbutton', { name: 'Guests' });
    await userEvent.clear(guests);
    await userEvent.type(guests, '4');
    await expect(guests).toHaveValue(4);
    await expect(canvas.getByLabelText('Arrival date')).toHaveAttribute('type', 'date');
    await expect(canvas.getByLabelText('Arrival time')).toHaveAttribute('type', 'time');
  },
};

function CleanedWhileTyping() {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Subject"
      hint="Angle brackets are removed as you type"
      maxLength={200}
      value={value}
      onValueChange={(raw) => setValue(raw.replace(/[<>]/g, ''))}
    />
  );
}

export const ControlledAndCleaned: Story = {
  render: () => <CleanedWhileTyping />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Subject' });
    await userEvent.type(input, 'Spa <b>day</b>');
    await expect(input).toHaveValue('Spa bday/b');
  },
};

export const CoastalTheme: Story = {
  ...Invalid,
  globals: { theme: 'coastal' },
};

const fieldOrder = ['firstName', 'email', 'message'] as const;
type FieldName = (typeof fieldOrder)[number];

function ContactLikeForm() {
  const [values, setValues] = useState<Record<FieldName, string>>({
    firstName: '',
    email: '',
    message: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const refs = {
    firstName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const set = (name: FieldName) => (raw: string) =>
    setValues((previous) => ({ ...previous, [name]: raw.replace(/[<>]/g, '') }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<FieldName, string>> = {};
    if (values.firstName.trim() === '') found.firstName = 'Enter your first name';
    if (!/^[^\s@]+@[^\s@]+$/.test(values.email.trim())) found.email = 'Enter a valid email address';
    if (values.message.trim().length < 10) found.message = 'Write at least 10 characters';
    setErrors(found);
    const first = fieldOrder.find((name) => found[name]);
    if (first) refs[first].current?.focus();
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Write to us"
      style={{ display: 'grid', gap: 20 }}
    >
      <TextField
        ref={refs.firstName}
        label="First name"
        autoComplete="given-name"
        maxLength={50}
        value={values.firstName}
        onValueChange={set('firstName')}
        error={errors.firstName}
        required
      />
      <TextField
        ref={refs.email}
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={255}
        value={values.email}
        onValueChange={set('email')}
        error={errors.email}
        required
      />
      <TextArea
        ref={refs.message}
        label="Message"
        maxLength={2000}
        value={values.message}
        onValueChange={set('message')}
        error={errors.message}
        required
      />
      <div>
        <Button type="submit">Send</Button>
      </div>
    </form>
  );
}

/** The pattern the fields are made for: check on submit, show each error, focus the first. */
export const InAForm: Story = {
  render: () => <ContactLikeForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Inês');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await userEvent.type(email, 'ines@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'A quiet room, please.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    for (const field of canvas.getAllByRole('textbox')) {
      await expect(field).not.toHaveAttribute('aria-invalid');
    }
  },
};
