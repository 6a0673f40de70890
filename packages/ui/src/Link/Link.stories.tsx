import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UIProvider } from '../UIProvider/UIProvider.tsx';
import { Link, linkTones } from './Link.tsx';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '/approach', children: 'our approach' },
  argTypes: { tone: { control: 'inline-radio', options: linkTones } },
  render: (args) => (
    <p style={{ maxWidth: '40rem' }}>
      Every treatment starts with a conversation. Read more about <Link {...args} /> before you
      arrive.
    </p>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'our approach' });
    await expect(link).toHaveAttribute('href', '/approach');
    await expect(link).not.toHaveAttribute('target');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Inherit: Story = { args: { tone: 'inherit' } };

export const Mail: Story = {
  args: { href: 'mailto:hello@alento.example', children: 'hello@alento.example' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'hello@alento.example' });
    await expect(link).not.toHaveAttribute('rel');
  },
};

/** The words said after a new-tab link come from the provider, in the page's language. */
export const NewTabInThePageLanguage: Story = {
  args: { href: 'https://chat.example/alento', newTab: true, children: 'escreva-nos' },
  decorators: [
    (Story) => (
      <UIProvider labels={{ newTab: ' (abre num novo separador)' }}>
        <Story />
      </UIProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'escreva-nos (abre num novo separador)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const NewTab: Story = {
  args: { href: 'https://chat.example/alento', newTab: true, children: 'message us' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'message us (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
