import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

const meta = {
  title: 'Site/LanguageSwitcher',
  component: LanguageSwitcher,
  args: {
    label: 'Language',
    items: [
      { name: 'English', href: '#en', lang: 'en', hreflang: 'en', current: true },
      { name: 'Português', href: '#pt', lang: 'pt-PT', hreflang: 'pt-PT' },
      { name: 'Español', href: '#es', lang: 'es-ES', hreflang: 'es-ES' },
    ],
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Language' });
    const english = within(nav).getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('aria-current', 'true');
    await userEvent.tab();
    await expect(english).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Português' })).toHaveFocus();
  },
};

export const Portuguese: Story = {
  args: {
    label: 'Idioma',
    items: [
      { name: 'English', href: '#en', lang: 'en', hreflang: 'en' },
      { name: 'Português', href: '#pt', lang: 'pt-PT', hreflang: 'pt-PT', current: true },
      { name: 'Español', href: '#es', lang: 'es-ES', hreflang: 'es-ES' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Idioma' });
    await expect(within(nav).getByRole('link', { name: 'Português' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};
