import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../UIProvider/UIProvider.tsx';
import type { LinkComponentProps } from '../UIProvider/UIProvider.tsx';
import { Link } from './Link.tsx';

function RouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a data-router="" {...props}>
      {children}
    </a>
  );
}

describe('Link', () => {
  it('sends site paths through the app router link', () => {
    render(
      <UIProvider linkComponent={RouterLink}>
        <Link href="/stays">Stays</Link>
      </UIProvider>,
    );
    const link = screen.getByRole('link', { name: 'Stays' });
    expect(link).toHaveAttribute('data-router');
    expect(link).not.toHaveAttribute('rel');
  });

  it('keeps other hosts from reaching back, and says nothing about tabs it does not open', () => {
    render(<Link href="https://example.org/map">Map</Link>);
    const link = screen.getByRole('link', { name: 'Map' });
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).not.toHaveAttribute('target');
  });

  it('announces a new tab only when it opens one', () => {
    render(
      <Link href="https://example.org" newTab>
        Chat
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Chat (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Read out, but takes no room on screen.
    expect(
      screen.getByText('(opens in a new tab)').getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  });

  it('announces the new tab in the words the provider gives', () => {
    render(
      <UIProvider labels={{ newTab: ' (abre num novo separador)' }}>
        <Link href="https://example.org" newTab>
          Mapa
        </Link>
      </UIProvider>,
    );
    expect(screen.getByRole('link', { name: 'Mapa (abre num novo separador)' })).toBeVisible();
  });

  it('leaves mail and phone links plain', () => {
    render(<Link href="tel:+351000000000">Call</Link>);
    const link = screen.getByRole('link', { name: 'Call' });
    expect(link).not.toHaveAttribute('rel');
    expect(link).not.toHaveAttribute('data-router');
  });
});
