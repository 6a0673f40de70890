import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('reads as an article named by its title, with the parts given', () => {
    render(
      <Card
        title="Garden villa"
        level={2}
        eyebrow="Stay"
        subtitle="For two"
        meta={['2 nights', 'from €320']}
        highlights={['Private terrace']}
        tone="olive"
        action={<a href="/villa">See the villa</a>}
      >
        Lime-washed walls and a fig tree.
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Garden villa' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Garden villa');
    expect(card).toHaveTextContent('Lime-washed walls and a fig tree.');
    expect(card).toHaveTextContent('For two');
    expect(within(card).getByText('Private terrace')).toBeVisible();
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(card).toHaveAttribute('data-tone', 'olive');
  });

  it('reserves the picture box before the picture arrives', () => {
    render(<Card title="T" media={<span />} mediaAspect="square" />);
    const box = screen.getByRole('article').firstElementChild as HTMLElement;
    const rect = box.getBoundingClientRect();
    expect(rect.width).toBeGreaterThan(0);
    expect(Math.round(rect.height)).toBe(Math.round(rect.width));
  });

  it('shows the tone as an accent colour', () => {
    const { rerender } = render(<Card title="T" tone="rose" />);
    const rose = getComputedStyle(screen.getByRole('article')).borderTopColor;
    rerender(<Card title="T" tone="teal" />);
    expect(getComputedStyle(screen.getByRole('article')).borderTopColor).not.toBe(rose);
  });
});
