import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Stat, StatStrip } from './Stat.tsx';

describe('Stat', () => {
  it('reads the label before the figure', () => {
    const { container } = render(
      <Stat value="16" label="Treatment rooms" detail="All with daylight" />,
    );
    expect(container.textContent).toBe('Treatment rooms16All with daylight');
  });

  it('lays a strip out in two columns on phones and one row on large screens', async () => {
    const items = [1, 2, 3, 4].map((n) => ({ value: `${n}`, label: `Item ${n}` }));
    await page.viewport(400, 800);
    render(<StatStrip items={items} aria-label="Figures" />);
    const list = screen.getByRole('list', { name: 'Figures' });
    const columns = () => getComputedStyle(list).gridTemplateColumns.split(' ').length;
    expect(columns()).toBe(2);
    await page.viewport(1200, 800);
    expect(columns()).toBe(4);
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });
});
