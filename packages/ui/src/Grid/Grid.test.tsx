import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Grid } from './Grid.tsx';

const items = ['A', 'B', 'C', 'D'].map((name) => <div key={name}>{name}</div>);

function columnCount(element: HTMLElement) {
  return getComputedStyle(element).gridTemplateColumns.split(' ').length;
}

describe('Grid', () => {
  it('changes its column count at the breakpoints', async () => {
    await page.viewport(400, 800);
    const { container } = render(<Grid columns={{ base: 1, medium: 2, large: 4 }}>{items}</Grid>);
    const grid = container.firstElementChild as HTMLElement;
    expect(columnCount(grid)).toBe(1);
    await page.viewport(800, 800);
    expect(columnCount(grid)).toBe(2);
    await page.viewport(1100, 800);
    expect(columnCount(grid)).toBe(4);
  });

  it('keeps the count from below when a breakpoint is left out', async () => {
    await page.viewport(1300, 800);
    const { container } = render(<Grid columns={{ base: 2 }}>{items}</Grid>);
    expect(columnCount(container.firstElementChild as HTMLElement)).toBe(2);
  });

  it('renders a list whose items are the children', () => {
    render(
      <Grid as="list" aria-label="Rooms">
        {items}
      </Grid>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('list', { name: 'Rooms' })).toHaveAttribute('data-columns-base', '1');
  });
});
