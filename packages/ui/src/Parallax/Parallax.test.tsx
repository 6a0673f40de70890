import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mq } from '../themes/tokens.ts';
import { Parallax } from './Parallax.tsx';
import { parallaxOffset, parallaxOverscan } from './parallaxOffset.ts';

describe('parallaxOffset', () => {
  it('moves by the factor times the distance scrolled past the top', () => {
    expect(parallaxOffset(0.5, -200, 600)).toBe(100);
    expect(parallaxOffset(-0.5, -200, 600)).toBe(-100);
  });

  it('rests before the block reaches the top and stops once it has left', () => {
    expect(parallaxOffset(0.5, 300, 600)).toBe(0);
    expect(parallaxOffset(0.5, -5000, 600)).toBe(300);
  });

  it('makes room below only for layers that move up', () => {
    expect(parallaxOverscan(-0.5)).toBe(0.5);
    expect(parallaxOverscan(0.5)).toBe(0);
  });
});

function Page({ factor }: { factor: number }) {
  return (
    <>
      <div style={{ position: 'relative', height: 400 }}>
        <Parallax factor={factor}>
          <p>Picture</p>
        </Parallax>
      </div>
      <div style={{ height: '300vh' }} />
    </>
  );
}

const layerOf = (container: HTMLElement) =>
  container.querySelector('p')!.parentElement as HTMLElement;

describe('Parallax', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollTo(0, 0);
  });

  it('has no transform in the prerendered HTML', () => {
    expect(renderToString(<Page factor={0.5} />)).not.toContain('translate');
  });

  it('shifts down at half the scroll with +0.5, and up with -0.5', async () => {
    const { container, rerender } = render(<Page factor={0.5} />);
    window.scrollTo(0, 200);
    await waitFor(() =>
      expect(layerOf(container).style.transform).toBe('translate3d(0px, 100px, 0px)'),
    );
    rerender(<Page factor={-0.5} />);
    await waitFor(() =>
      expect(layerOf(container).style.transform).toBe('translate3d(0px, -100px, 0px)'),
    );
    const layer = layerOf(container).getBoundingClientRect();
    // The upward layer is taller by half, so its bottom stays covered.
    expect(layer.height).toBeCloseTo(600, 0);
  });

  it('listens passively', () => {
    const listen = vi.spyOn(window, 'addEventListener');
    render(<Page factor={0.5} />);
    expect(listen).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
  });

  it('stays still for people who ask for reduced motion', async () => {
    const real = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === mq.reducedMotion
        ? ({
            matches: true,
            media: query,
            addEventListener: () => {},
            removeEventListener: () => {},
          } as unknown as MediaQueryList)
        : real(query),
    );
    const { container } = render(<Page factor={0.5} />);
    window.scrollTo(0, 200);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    expect(layerOf(container).style.transform).toBe('');
  });
});
