import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../UIProvider/UIProvider.tsx';
import type { LinkComponentProps } from '../UIProvider/UIProvider.tsx';
import { FooterColumn, FooterList, SiteFooter } from './SiteFooter.tsx';

function RouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a data-router="" {...props}>
      {children}
    </a>
  );
}

describe('SiteFooter', () => {
  it('renders links for items with a destination and text for the rest', () => {
    render(
      <UIProvider linkComponent={RouterLink}>
        <SiteFooter legal={<p>Legal line</p>}>
          <FooterColumn heading="Visit">
            <FooterList
              items={[
                { label: 'Spa', href: '/spa' },
                {
                  label: 'Instagram',
                  href: 'https://example.org/house',
                  ariaLabel: 'House on Instagram',
                },
                { label: 'Somewhere' },
              ]}
            />
          </FooterColumn>
        </SiteFooter>
      </UIProvider>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { level: 2, name: 'Visit' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Spa' })).toHaveAttribute('data-router');
    const social = within(footer).getByRole('link', { name: 'House on Instagram' });
    expect(social).not.toHaveAttribute('data-router');
    expect(within(footer).getAllByRole('link')).toHaveLength(2);
    expect(footer).toHaveTextContent('Legal line');
  });

  it('puts column headings under the pitch heading when there is one', () => {
    render(
      <SiteFooter hero={{ heading: 'Pitch' }} legal="x">
        <FooterColumn heading="Column">
          <p>Body</p>
        </FooterColumn>
      </SiteFooter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Pitch' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Column' })).toBeInTheDocument();
  });

  it('adds a named row of links under the columns only when it is given', () => {
    const { rerender } = render(
      <UIProvider linkComponent={RouterLink}>
        <SiteFooter
          legal="Legal line"
          links={{
            label: 'Good to know',
            items: [
              { label: 'Privacy', href: '/privacy' },
              { label: 'Complaints', href: 'https://complaints.example/' },
              { label: 'Open all year' },
            ],
          }}
        >
          <FooterColumn heading="Visit">
            <p>Body</p>
          </FooterColumn>
        </SiteFooter>
      </UIProvider>,
    );
    const row = screen.getByRole('navigation', { name: 'Good to know' });
    expect(within(row).getByRole('link', { name: 'Privacy' })).toHaveAttribute('data-router');
    expect(within(row).getByRole('link', { name: 'Complaints' })).not.toHaveAttribute(
      'data-router',
    );
    expect(within(row).getAllByRole('listitem')).toHaveLength(3);
    expect(within(row).getByText('Open all year').closest('a')).toBeNull();
    // The row comes after the columns and before the legal line, in reading order.
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toMatch(/Visit.*Privacy.*Legal line/);

    rerender(
      <SiteFooter legal="Legal line">
        <FooterColumn heading="Visit">
          <p>Body</p>
        </FooterColumn>
      </SiteFooter>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
