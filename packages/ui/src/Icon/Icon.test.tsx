import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon.tsx';
import { glyphs } from './glyphs.tsx';

describe('Icon', () => {
  it('is hidden from assistive technology unless it has a label', () => {
    const { container } = render(<Icon name="leaf" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('becomes a named image with a label', () => {
    render(<Icon name="phone" label="Telephone" />);
    const img = screen.getByRole('img', { name: 'Telephone' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('draws every listed name with visible geometry', () => {
    expect(Object.keys(glyphs).sort()).toEqual([...iconNames].sort());
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} size="large" />);
      const box = container.querySelector('svg')!.getBBox();
      // A minus is a flat line: one dimension is enough to be seen.
      expect(Math.max(box.width, box.height), name).toBeGreaterThan(10);
      unmount();
    }
  });

  it('takes its size from the theme and the text colour by default', () => {
    const { container } = render(
      <p style={{ color: 'rgb(1, 2, 3)', fontSize: '40px' }}>
        <Icon name="sun" size="inherit" />
      </p>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.getBoundingClientRect().width).toBe(40);
    expect(getComputedStyle(svg).stroke).toBe('rgb(1, 2, 3)');
  });
});
