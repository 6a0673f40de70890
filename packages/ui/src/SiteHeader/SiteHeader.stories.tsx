import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SiteHeader } from './SiteHeader.tsx';

const items = [
  { name: 'Rooms', path: '/rooms' },
  { name: 'Spa', path: '/spa' },
  { name: 'Dining', path: '/dining' },
  { name: 'Journal', path: '/journal' },
  { name: 'Location', path: '/location' },
];

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <strong style={{ fontSize: '1.5rem' }}>Property</strong>,
    brandLabel: 'Property home',
    brandHref: '/',
    items,
    cta: { name: 'Book', path: '/book' },
    currentPath: '/spa',
    navigationLabel: 'Main',
    menuLabel: 'Menu',
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getAllByRole('link', { name: 'Spa' })[0];
    await expect(current).toHaveAttribute('aria-current', 'page');
  },
};

export const NarrowMenuOpens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(panel).toHaveAttribute('data-state', 'open');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const WithoutNavigation: Story = {
  args: { showNavigation: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Book' })).toBeVisible();
  },
};
