import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parsedInPart, upTo } from '../test/parsedInPart.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

const items = [
  { name: 'English', href: '/spa', lang: 'en', hreflang: 'en' },
  { name: 'Português', href: '/pt/spa', lang: 'pt-PT', hreflang: 'pt-PT', current: true },
  { name: 'Español', href: '/es/spa', lang: 'es-ES', hreflang: 'es-ES' },
];

describe('LanguageSwitcher', () => {
  it('names each language in itself and marks the current one', () => {
    render(<LanguageSwitcher label="Idioma" items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Idioma' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['English', 'Português', 'Español']);
    const current = within(nav).getByRole('link', { name: 'Português' });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
  });

  it('says where each link leads and in what language', () => {
    render(<LanguageSwitcher label="Language" items={items} />);
    const spanish = screen.getByRole('link', { name: 'Español' });
    expect(spanish).toHaveAttribute('href', '/es/spa');
    expect(spanish).toHaveAttribute('hreflang', 'es-ES');
    expect(spanish).toHaveAttribute('lang', 'es-ES');
  });

  it('is reached with the keyboard, link by link, each at least 24 px tall', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher label="Language" items={items} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Português' })).toHaveFocus();
    for (const link of screen.getAllByRole('link'))
      expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  });

  it('shows its languages once they have all arrived, so none moves as the next comes', () => {
    const html = renderToStaticMarkup(<LanguageSwitcher label="Language" items={items} />);
    const listVisibility = (markup: string) =>
      parsedInPart(
        markup,
        (container) => getComputedStyle(container.querySelector('ul')!).visibility,
      );
    expect(listVisibility(upTo(html, '</li>'))).toBe('hidden');
    expect(listVisibility(upTo(html, '</ul>'))).toBe('hidden');
    expect(listVisibility(html)).toBe('visible');
  });
});
