import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section.tsx';

describe('Section', () => {
  it('is a region named by its heading, at the level the page asks for', () => {
    render(
      <Section heading="Our rooms" level={3} eyebrow="Stay" intro="Sleep among the cork oaks.">
        <p>Body</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Our rooms' });
    expect(screen.getByRole('heading', { level: 3, name: 'Our rooms' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Stay');
    expect(region).toHaveTextContent('Sleep among the cork oaks.');
    expect(region).toHaveTextContent('Body');
  });

  it('takes an anchor id for in-page links', () => {
    render(
      <>
        <a href="#benefits">Learn more</a>
        <Section heading="Benefits" id="benefits" />
      </>,
    );
    expect(document.getElementById('benefits')).toBe(
      screen.getByRole('region', { name: 'Benefits' }),
    );
  });

  it('gives two sections on one page distinct heading ids', () => {
    render(
      <>
        <Section heading="One" />
        <Section heading="Two" />
      </>,
    );
    const ids = screen.getAllByRole('heading').map((heading) => heading.id);
    expect(new Set(ids).size).toBe(2);
  });
});
