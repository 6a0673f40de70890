import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { UIProvider } from '../UIProvider/UIProvider.tsx';
import type { LinkComponentProps } from '../UIProvider/UIProvider.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import type { SiteHeaderProps } from './SiteHeader.tsx';

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

/** A menu longer than the bar has room for wraps onto a second row; Book stays on screen. */
export const WideLongMenuWraps: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: {
    items: [
      'Our philosophy',
      'Rooms and suites',
      'Spa and thermal circuit',
      'Restaurants and bars',
      'Meetings and events',
      'Weddings',
      'Gift vouchers',
      'Offers and packages',
      'Getting here',
      'Frequently asked questions',
    ].map((name, index) => ({ name, path: `/page-${String(index)}` })),
    currentPath: '/page-0',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const width = document.documentElement.clientWidth;
    await expect(
      canvas.getByRole('link', { name: 'Book' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(width);
    const last = canvas.getAllByRole('link', { name: 'Frequently asked questions' })[0];
    await expect(last?.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
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

/**
 * The header in a small app of its own: its links change the page shown without loading one, as
 * a router's do, and "Back" returns to the page before, as the browser's button does.
 */
function RoutedHeader(args: SiteHeaderProps) {
  const [history, setHistory] = useState([args.currentPath]);
  const shown = history[history.length - 1]!;
  const RoutedLink = useMemo(
    () =>
      forwardRef<HTMLAnchorElement, LinkComponentProps>(function RoutedLink(
        { href, onClick, ...props },
        ref,
      ) {
        return (
          // eslint-disable-next-line jsx-a11y/anchor-has-content
          <a
            ref={ref}
            href={href}
            {...props}
            onClick={(event) => {
              onClick?.(event);
              event.preventDefault();
              setHistory((pages) => (pages[pages.length - 1] === href ? pages : [...pages, href]));
            }}
          />
        );
      }),
    [],
  );
  return (
    <UIProvider linkComponent={RoutedLink}>
      <SiteHeader {...args} currentPath={shown} />
      <main style={{ padding: '1rem' }}>
        <p>Showing {shown}</p>
        <button
          type="button"
          disabled={history.length === 1}
          onClick={() => setHistory((pages) => pages.slice(0, -1))}
        >
          Back
        </button>
      </main>
    </UIProvider>
  );
}

export const NarrowMenuClosesOnNavigation: Story = {
  render: (args) => <RoutedHeader {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    const menu = () => document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    const openMenu = async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    };
    const expectClosed = async () => {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu()).toHaveAttribute('data-state', 'closed');
    };

    await step('the call to action closes it and its page shows', async () => {
      await openMenu();
      await userEvent.click(canvas.getByRole('link', { name: 'Book' }));
      await expectClosed();
      await expect(canvas.getByText('Showing /book')).toBeVisible();
    });
    await step('the brand closes it and its page shows', async () => {
      await openMenu();
      await userEvent.click(canvas.getByRole('link', { name: 'Property home' }));
      await expectClosed();
      await expect(canvas.getByText('Showing /')).toBeVisible();
    });
    await step('going back closes it', async () => {
      await openMenu();
      await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
      await expectClosed();
      await expect(canvas.getByText('Showing /book')).toBeVisible();
    });
    await step('a link to the page already shown closes it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
      await openMenu();
      const current = within(menu()).getByRole('link', { name: 'Spa' });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await userEvent.click(current);
      await expectClosed();
      await expect(canvas.getByText('Showing /spa')).toBeVisible();
    });
  },
};
