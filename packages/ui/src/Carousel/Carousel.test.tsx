import { act, render, screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { page, userEvent as browserUser } from 'vitest/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeTimers, useRealTimers } from '../test/fakeTimers.ts';
import { parsedInPart, upTo } from '../test/parsedInPart.ts';
import { mq } from '../themes/tokens.ts';
import { Carousel } from './Carousel.tsx';
import type { CarouselProps } from './Carousel.tsx';
import {
  isSlideInView,
  resolveSlidesPerView,
  slideOrder,
  stepDirection,
  wrapIndex,
} from './carouselState.ts';

describe('carousel arithmetic', () => {
  it('wraps indexes both ways', () => {
    expect(wrapIndex(-1, 16)).toBe(15);
    expect(wrapIndex(16, 16)).toBe(0);
    expect(wrapIndex(33, 16)).toBe(1);
  });

  it('fills missing breakpoints from the one below', () => {
    expect(resolveSlidesPerView(1)).toEqual({ base: 1, medium: 1, large: 1 });
    expect(resolveSlidesPerView({ base: 1, medium: 2 })).toEqual({ base: 1, medium: 2, large: 2 });
  });

  it('puts the slide before the current one just out of view, and the current one first in view', () => {
    expect(slideOrder(0, 1, 4, 1)).toBe(0);
    expect(slideOrder(1, 1, 4, 1)).toBe(1);
    expect(slideOrder(3, 0, 4, 1)).toBe(0);
    expect([0, 1, 2, 3].filter((slide) => isSlideInView(slide, 3, 4, 3))).toEqual([0, 1, 3]);
    // Everything fits: nothing moves, nothing is hidden.
    expect([0, 1].map((slide) => isSlideInView(slide, 1, 2, 3))).toEqual([true, true]);
  });

  it('tells a step from a jump, across the wrap too', () => {
    expect(stepDirection(15, 0, 16)).toBe('next');
    expect(stepDirection(0, 15, 16)).toBe('previous');
    expect(stepDirection(2, 7, 16)).toBeNull();
  });
});

const slides = ['Pool', 'Sauna', 'Garden', 'Library', 'Terrace'].map((name) => ({
  media: (
    <a href={`#${name}`}>
      <img
        src="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        alt={`The ${name.toLowerCase()}`}
        width={3}
        height={2}
      />
    </a>
  ),
  caption: name,
}));

const labels = {
  label: 'Photographs',
  previousLabel: 'Previous photograph',
  nextLabel: 'Next photograph',
  pauseLabel: 'Stop rotation',
  playLabel: 'Start rotation',
};

function renderCarousel(props: Partial<CarouselProps> = {}) {
  return render(<Carousel slides={slides} {...labels} {...props} />);
}

/** By label, also when hidden (Testing Library gives hidden elements no accessible name). */
const byLabel = (text: string) => document.querySelector<HTMLElement>(`[aria-label="${text}"]`)!;

/** The slides a sighted person can see: everything not hidden from assistive technology. */
const shown = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((group) => group.getAttribute('aria-hidden') !== 'true')
    .map((group) => group.getAttribute('aria-label'));

const status = () => screen.getByText(/^\d of 5$/);

function emulateReducedMotion() {
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
}

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

const setup = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

describe('Carousel', () => {
  beforeEach(() => {
    useFakeTimers();
  });
  afterEach(async () => {
    useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'visibilityState');
    await page.viewport(1280, 800);
  });

  it('is a labelled carousel of labelled slides, showing the first', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Photographs' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(shown()).toEqual(['1 of 5']);
    expect(screen.getByRole('group', { name: '1 of 5' })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    );
    expect(screen.getByText('Pool')).toBeVisible();
  });

  it('advances every 5 seconds and loops', () => {
    renderCarousel({ interval: 5000 });
    act(() => vi.advanceTimersByTime(4999));
    expect(shown()).toEqual(['1 of 5']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual(['2 of 5']);
    for (const expected of ['3 of 5', '4 of 5', '5 of 5']) {
      act(() => vi.advanceTimersByTime(5000));
      expect(shown()).toEqual([expected]);
    }
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toEqual(['1 of 5']);
  });

  it('keeps quiet while rotating and announces politely once stopped', async () => {
    const user = setup();
    renderCarousel({ interval: 5000 });
    expect(status()).toHaveAttribute('aria-live', 'off');
    await user.click(screen.getByRole('button', { name: 'Stop rotation' }));
    expect(status()).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toEqual(['1 of 5']);
    await user.click(screen.getByRole('button', { name: 'Start rotation' }));
    // Still under the pointer, so still paused until the pointer leaves.
    expect(status()).toHaveAttribute('aria-live', 'polite');
    await user.unhover(screen.getByRole('region'));
    expect(status()).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toEqual(['2 of 5']);
  });

  it('puts the rotation control first', () => {
    renderCarousel({ interval: 5000 });
    const buttons = within(screen.getByRole('region')).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Stop rotation',
      'Previous photograph',
      'Next photograph',
    ]);
  });

  it('stops while the tab is hidden', () => {
    renderCarousel({ interval: 5000 });
    act(() => setTabHidden(true));
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toEqual(['1 of 5']);
    act(() => setTabHidden(false));
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toEqual(['2 of 5']);
  });

  it('never rotates for people who ask for reduced motion', () => {
    emulateReducedMotion();
    renderCarousel({ interval: 5000 });
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toEqual(['1 of 5']);
    expect(screen.queryByRole('button', { name: 'Stop rotation' })).toBeNull();
    expect(status()).toHaveAttribute('aria-live', 'polite');
  });

  it('pauses while hovered', async () => {
    const user = setup();
    renderCarousel({ interval: 5000 });
    await user.hover(screen.getByText('Pool'));
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toEqual(['1 of 5']);
    expect(status()).toHaveAttribute('aria-live', 'polite');
    await user.unhover(screen.getByText('Pool'));
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toEqual(['2 of 5']);
  });

  it('pauses while focus is on a slide or a step control', async () => {
    const user = setup();
    renderCarousel({ interval: 5000 });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stop rotation' })).toHaveFocus();
    // The rotation control itself does not pause: it is how rotation is controlled.
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toEqual(['2 of 5']);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous photograph' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toEqual(['2 of 5']);
    await user.tab();
    // Simulated tabbing does not skip inert slides; focusing the link in view is what Tab does.
    screen.getByRole('link', { name: 'The sauna' }).focus();
    expect(screen.getByRole('link', { name: 'The sauna' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toEqual(['2 of 5']);
  });

  it('steps with the buttons and the arrow keys, looping both ways', async () => {
    const user = setup();
    renderCarousel();
    const previous = screen.getByRole('button', { name: 'Previous photograph' });
    await user.click(previous);
    expect(shown()).toEqual(['5 of 5']);
    expect(status()).toHaveTextContent('5 of 5');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toEqual(['1 of 5']);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()).toEqual(['3 of 5']);
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toEqual(['2 of 5']);
    await user.click(screen.getByRole('button', { name: 'Next photograph' }));
    expect(shown()).toEqual(['3 of 5']);
  });

  it('keeps slides out of view away from assistive technology and the tab order', async () => {
    useRealTimers();
    renderCarousel();
    expect(byLabel('2 of 5')).toHaveAttribute('inert');
    expect(byLabel('2 of 5')).toHaveAttribute('aria-hidden', 'true');
    // The browser's own Tab key: it knows `inert`, where simulated tabbing does not.
    await browserUser.keyboard('{Tab}{Tab}{Tab}');
    expect(screen.getByRole('link', { name: 'The pool' })).toHaveFocus();
    await browserUser.keyboard('{Tab}');
    expect(screen.getByRole('region')).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('follows value in controlled use and reports changes', async () => {
    const user = setup();
    const onValueChange = vi.fn();
    const { rerender } = renderCarousel({ value: 2, onValueChange });
    expect(shown()).toEqual(['3 of 5']);
    await user.click(screen.getByRole('button', { name: 'Next photograph' }));
    expect(onValueChange).toHaveBeenCalledWith(3);
    expect(shown()).toEqual(['3 of 5']);
    rerender(<Carousel slides={slides} {...labels} value={4} onValueChange={onValueChange} />);
    expect(shown()).toEqual(['5 of 5']);
  });

  it('shows as many slides as the breakpoint asks for', async () => {
    useRealTimers();
    const perView = { base: 1, medium: 2, large: 3 };
    renderCarousel({ slidesPerView: perView, defaultValue: 4 });
    expect(shown()).toEqual(['1 of 5', '2 of 5', '5 of 5']);
    // The media query's change event arrives on its own schedule after a resize.
    await act(() => page.viewport(800, 800));
    await waitFor(() => expect(shown()).toEqual(['1 of 5', '5 of 5']));
    await act(() => page.viewport(390, 800));
    await waitFor(() => expect(shown()).toEqual(['5 of 5']));
  });

  it('can hide previous and next on small screens', async () => {
    useRealTimers();
    await page.viewport(390, 800);
    renderCarousel({ hideStepControlsOnSmallScreens: true });
    expect(byLabel('Next photograph')).not.toBeVisible();
    await act(() => page.viewport(800, 800));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next photograph' })).toBeVisible(),
    );
  });

  it('reserves the media box before pictures load', () => {
    render(
      <div style={{ width: 600 }}>
        <Carousel
          slides={[{ media: <span />, caption: 'Empty' }, ...slides]}
          {...labels}
          aspectRatio="2 / 1"
        />
      </div>,
    );
    const box = screen.getByText('Empty').previousElementSibling!.getBoundingClientRect();
    expect(box.width / box.height).toBeCloseTo(2, 1);
  });

  it('shows its first slide in place while its HTML arrives, before and after the last slide', () => {
    const html = renderToStaticMarkup(<Carousel slides={slides} {...labels} interval={5000} />);
    /** Where the first slide stands, across the carousel's width (0: first in view). */
    const firstSlideAt = (markup: string) =>
      parsedInPart(markup, (container) => {
        const viewport = container.querySelector('[aria-roledescription="slide"]')!.parentElement!
          .parentElement!;
        const first = container.querySelector('[aria-label="1 of 5"]')!;
        const outer = viewport.getBoundingClientRect();
        const inner = first.getBoundingClientRect();
        return Math.round((inner.left - outer.left) / outer.width) || 0;
      });
    expect(firstSlideAt(upTo(html, '</figure>'))).toBe(0);
    expect(firstSlideAt(upTo(html, '</figure>', 1))).toBe(0);
    // The last slide, which the ring puts before the first, has arrived in part, then whole.
    expect(firstSlideAt(upTo(html, 'aria-label="5 of 5"'))).toBe(0);
    expect(firstSlideAt(upTo(html, '</figure>', 4))).toBe(0);
    expect(firstSlideAt(html)).toBe(0);
  });
});
