import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './Picture.tsx';

const src = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#a69452"/></svg>',
)}`;

describe('Picture', () => {
  it('always sets width and height, so the layout holds before the file arrives', () => {
    render(<Picture src={src} width={1600} height={900} alt="A sauna by a lake" />);
    const img = screen.getByRole('img', { name: 'A sauna by a lake' });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    // 16:9 at the rendered width, before and after the bytes load.
    const box = img.getBoundingClientRect();
    expect(box.height / box.width).toBeCloseTo(900 / 1600, 2);
  });

  it('waits below the fold unless it is the page hero', () => {
    const { rerender } = render(<Picture src={src} width={4} height={3} alt="Hills" />);
    const img = screen.getByRole('img', { name: 'Hills' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    rerender(<Picture src={src} width={4} height={3} alt="Hills" priority />);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('decoding');
  });

  it('offers modern formats first and falls back to the img', () => {
    const { container } = render(
      <Picture
        src={src}
        width={4}
        height={3}
        alt="Pool"
        srcSet={`${src} 480w`}
        sizes="100vw"
        sources={[
          { type: 'image/avif', srcSet: `${src} 480w` },
          { type: 'image/webp', srcSet: `${src} 480w` },
        ]}
      />,
    );
    const types = [...container.querySelectorAll('source')].map((s) => s.getAttribute('type'));
    expect(types).toEqual(['image/avif', 'image/webp']);
    expect(screen.getByRole('img', { name: 'Pool' })).toHaveAttribute('sizes', '100vw');
  });

  it('renders a bare img when there is nothing to choose between', () => {
    const { container } = render(<Picture src={src} width={4} height={3} alt="Plan" />);
    expect(container.querySelector('picture')).toBeNull();
  });

  it('keeps the focal point in view when the frame crops', () => {
    render(
      <div style={{ width: 200, height: 200 }}>
        <Picture
          src={src}
          width={4}
          height={3}
          alt="Oak"
          fit="cover"
          focalPoint={{ x: 30, y: 80 }}
        />
      </div>,
    );
    const img = screen.getByRole('img', { name: 'Oak' });
    expect(getComputedStyle(img).objectFit).toBe('cover');
    expect(getComputedStyle(img).objectPosition).toBe('30% 80%');
  });

  it('keeps a focal point as given, inside the picture', () => {
    render(
      <>
        <Picture src={src} width={4} height={3} alt="Lake" focalPoint={{ x: 33, y: 52.5 }} />
        <Picture src={src} width={4} height={3} alt="Hill" focalPoint={{ x: -5, y: 140 }} />
      </>,
    );
    expect(getComputedStyle(screen.getByRole('img', { name: 'Lake' })).objectPosition).toBe(
      '33% 52.5%',
    );
    expect(getComputedStyle(screen.getByRole('img', { name: 'Hill' })).objectPosition).toBe(
      '0% 100%',
    );
  });

  it('writes a style attribute only for a subject off the middle', () => {
    render(
      <>
        <Picture src={src} width={4} height={3} alt="Lake" focalPoint={{ x: 20, y: 40 }} />
        <Picture src={src} width={4} height={3} alt="Oak" focalPoint={{ x: 50, y: 50 }} />
        <Picture src={src} width={4} height={3} alt="Pond" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Lake' })).toHaveAttribute(
      'style',
      'object-position: 20% 40%;',
    );
    for (const name of ['Oak', 'Pond']) {
      const img = screen.getByRole('img', { name });
      expect(img).not.toHaveAttribute('style');
      expect(getComputedStyle(img).objectPosition).toBe('50% 50%');
    }
  });
});
