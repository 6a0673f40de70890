import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mq } from '../themes/tokens.ts';
import { Reveal } from './Reveal.tsx';
import { initialRevealState, nextRevealState, parseRootMargin } from './revealState.ts';

const viewport = { width: 1000, height: 800 };

describe('parseRootMargin', () => {
  it('reads one to four lengths like a CSS margin', () => {
    expect(parseRootMargin('0px 0px 50px 0px', viewport)).toEqual({
      top: 0,
      right: 0,
      bottom: 50,
      left: 0,
    });
    expect(parseRootMargin('10px', viewport)).toEqual({ top: 10, right: 10, bottom: 10, left: 10 });
    expect(parseRootMargin('10px 20px', viewport)).toEqual({
      top: 10,
      right: 20,
      bottom: 10,
      left: 20,
    });
    expect(parseRootMargin('0px 0px 10%', viewport).bottom).toBe(80);
    expect(parseRootMargin('-20px', viewport).bottom).toBe(-20);
  });

  it('refuses what IntersectionObserver would refuse', () => {
    expect(() => parseRootMargin('2em', viewport)).toThrow(/px or %/);
    expect(() => parseRootMargin('1px 2px 3px 4px 5px', viewport)).toThrow(/at most 4/);
  });
});

describe('initialRevealState', () => {
  const below = { reducedMotion: false, canObserve: true, top: 900, viewportHeight: 800 };

  it('hides only blocks still below the observed area at start-up', () => {
    expect(initialRevealState({ ...below, bottomMargin: 0 })).toBe('pending');
    expect(initialRevealState({ ...below, top: 400, bottomMargin: 0 })).toBe('visible');
    // Already scrolled past (a restored scroll position): never hidden again.
    expect(initialRevealState({ ...below, top: -2000, bottomMargin: 0 })).toBe('visible');
    // The observed area reaches 150 px below the fold, so a block at 900 px counts as seen.
    expect(initialRevealState({ ...below, bottomMargin: 150 })).toBe('visible');
  });

  it('never hides content under reduced motion or without an observer', () => {
    expect(initialRevealState({ ...below, reducedMotion: true, bottomMargin: 0 })).toBe('visible');
    expect(initialRevealState({ ...below, canObserve: false, bottomMargin: 0 })).toBe('visible');
  });
});

describe('nextRevealState', () => {
  it('turns visible once the threshold is in view, and stays so', () => {
    const seen = { isIntersecting: true, intersectionRatio: 0.1 };
    const barely = { isIntersecting: true, intersectionRatio: 0.05 };
    const gone = { isIntersecting: false, intersectionRatio: 0 };
    expect(nextRevealState('pending', barely, 0.1)).toBe('pending');
    expect(nextRevealState('pending', seen, 0.1)).toBe('visible');
    expect(nextRevealState('visible', gone, 0.1)).toBe('visible');
  });
});

function Page({ reduced = false }: { reduced?: boolean }) {
  return (
    <>
      <Reveal>
        <p>At the top</p>
      </Reveal>
      <div style={{ height: '250vh' }} data-reduced={reduced} />
      <Reveal>
        <p>Further down</p>
      </Reveal>
    </>
  );
}

const wrapperOf = (text: string) => screen.getByText(text).parentElement!;

describe('Reveal', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollTo(0, 0);
  });

  it('is visible in the prerendered HTML', () => {
    const html = renderToString(<Page />);
    expect(html.match(/data-state="visible"/g)).toHaveLength(2);
    expect(html).not.toContain('pending');
  });

  it('fades in a block below the fold once it scrolls into view, and only once', async () => {
    render(<Page />);
    expect(wrapperOf('At the top')).toHaveAttribute('data-state', 'visible');
    const below = wrapperOf('Further down');
    expect(below).toHaveAttribute('data-state', 'pending');
    below.scrollIntoView();
    await waitFor(() => expect(below).toHaveAttribute('data-state', 'visible'));
    window.scrollTo(0, 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(below).toHaveAttribute('data-state', 'visible');
  });

  it('hides a block below the fold at once, never half-faded, and animates only its return', async () => {
    render(<Page />);
    const below = wrapperOf('Further down');
    expect(below).toHaveAttribute('data-state', 'pending');
    expect(getComputedStyle(below).opacity).toBe('0');
    expect(getComputedStyle(below).transitionDuration).toBe('0s');
    below.scrollIntoView();
    await waitFor(() => expect(below).toHaveAttribute('data-state', 'visible'));
    expect(getComputedStyle(below).transitionDuration).not.toBe('0s');
  });

  it('hides nothing for people who ask for reduced motion', () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === mq.reducedMotion
        ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList)
        : matchMedia(query),
    );
    render(<Page reduced />);
    expect(wrapperOf('Further down')).toHaveAttribute('data-state', 'visible');
  });

  it('counts the root margin as part of the view', () => {
    render(
      <>
        <div style={{ height: '100vh' }} />
        <Reveal rootMargin="0px 0px 50px 0px">
          <p>Just below</p>
        </Reveal>
      </>,
    );
    expect(wrapperOf('Just below')).toHaveAttribute('data-state', 'visible');
  });

  it('renders the element it is asked for', () => {
    render(
      <ul>
        <Reveal as="li">Item</Reveal>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Item');
  });
});
