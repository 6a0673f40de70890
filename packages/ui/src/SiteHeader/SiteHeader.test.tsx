import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { parsedInPart, upTo } from '../test/parsedInPart.ts';
import { SiteHeader } from './SiteHeader.tsx';

const props = {
  brand: <span>Brand</span>,
  brandLabel: 'Brand home',
  brandHref: '/',
  items: [
    { name: 'Rooms', path: '/rooms' },
    { name: 'Spa', path: '/spa' },
  ],
  cta: { name: 'Book', path: '/book' },
  currentPath: '/spa',
  navigationLabel: 'Main',
  menuLabel: 'Menu',
};

describe('SiteHeader', () => {
  it('marks the current page link, also for pages below it', () => {
    const { rerender } = render(<SiteHeader {...props} />);
    for (const link of screen.getAllByRole('link', { name: 'Spa', hidden: true })) {
      expect(link).toHaveAttribute('aria-current', 'page');
    }
    rerender(<SiteHeader {...props} currentPath="/rooms/suite" />);
    for (const link of screen.getAllByRole('link', { name: 'Rooms', hidden: true })) {
      expect(link).toHaveAttribute('aria-current', 'page');
    }
  });

  it('closes the stacked menu when a link is chosen', async () => {
    const user = userEvent.setup();
    render(<SiteHeader {...props} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    const link = panel.querySelector('a[href="/rooms"]') as HTMLAnchorElement;
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('reports open changes in controlled use', async () => {
    const user = userEvent.setup();
    const onMenuOpenChange = vi.fn();
    render(<SiteHeader {...props} menuOpen={false} onMenuOpenChange={onMenuOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(onMenuOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('wraps a menu too long for one line instead of pushing the call to action off the screen', async () => {
    await page.viewport(1280, 800);
    const items = [
      'A nossa abordagem',
      'Experiências',
      'Sanctum',
      'Alento Club',
      'Gastronomia',
      'Estadias',
      'Cuidar da terra',
      'Localização',
      'Concierge com IA',
      'Perguntas frequentes',
    ].map((name, index) => ({ name, path: `/p${String(index)}` }));
    render(<SiteHeader {...props} items={items} currentPath="/p0" />);
    const cta = screen.getByRole('link', { name: 'Book' });
    expect(cta.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const last = screen.getAllByRole('link', { name: 'Perguntas frequentes' })[0];
    expect(last?.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  });

  it('keeps its actions on screen with WCAG text spacing on a phone, below the brand if need be', async () => {
    await page.viewport(390, 800);
    // WCAG 1.4.12's spacing, as a guest's own style sheet would set it.
    const spacing = document.createElement('style');
    spacing.textContent =
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }';
    document.head.append(spacing);
    try {
      render(
        <SiteHeader
          {...props}
          brand={<span style={{ display: 'inline-block', width: 165 }}>Brand</span>}
          cta={{ name: 'Book Now', path: '/book' }}
        />,
      );
      for (const name of ['Book Now', 'Menu']) {
        const box = screen
          .getByRole(name === 'Menu' ? 'button' : 'link', { name })
          .getBoundingClientRect();
        expect(box.right, name).toBeLessThanOrEqual(window.innerWidth);
      }
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    } finally {
      spacing.remove();
    }
  });

  it('shows its actions once they have all arrived, so none moves as the next comes', () => {
    const html = renderToStaticMarkup(<SiteHeader {...props} />);
    const actionsVisibility = (markup: string) =>
      parsedInPart(markup, (container) => {
        const actions = container.querySelector('a[href="/book"]')!.parentElement!;
        return getComputedStyle(actions).visibility;
      });
    expect(actionsVisibility(upTo(html, '>Book<'))).toBe('hidden');
    expect(actionsVisibility(upTo(html, '>Menu<'))).toBe('hidden');
    expect(actionsVisibility(html)).toBe('visible');
  });
});
