import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { FeatureList } from './FeatureList.tsx';

const items = [
  { icon: 'sun', title: 'Light', description: 'South facing.' },
  { icon: 'moon', title: 'Dark', description: 'Blackout blinds.' },
  { icon: 'water', title: 'Water', description: 'Spring fed.' },
] as const;

describe('FeatureList', () => {
  it('gives each item a heading at the level asked and a decorative icon', () => {
    render(<FeatureList items={items} level={4} aria-label="Features" />);
    const list = screen.getByRole('list', { name: 'Features' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Light', 'Dark', 'Water']);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('uses the asked number of columns on large screens', async () => {
    await page.viewport(1200, 800);
    render(<FeatureList items={items} columns={3} aria-label="Features" />);
    const list = screen.getByRole('list', { name: 'Features' });
    expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(3);
  });

  it('renders a plain ticked list without headings', () => {
    render(
      <FeatureList variant="bullets" items={[{ description: 'One' }, { description: 'Two' }]} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
