import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { useControllableState } from '../hooks/useControllableState.ts';
import { useDocumentHidden } from '../hooks/useDocumentHidden.ts';
import { useIsomorphicLayoutEffect } from '../hooks/useIsomorphicLayoutEffect.ts';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.ts';
import { Icon } from '../Icon/Icon.tsx';
import { MarkupEnd } from '../internal/MarkupEnd.tsx';
import { StepButtons } from '../internal/StepButtons.tsx';
import { mq } from '../themes/tokens.ts';
import * as styles from './Carousel.css.ts';
import {
  canMove,
  defaultSlideLabel,
  isSlideInView,
  resolveSlidesPerView,
  slideOrder,
  stepDirection,
  wrapIndex,
} from './carouselState.ts';
import type { SlidesPerView } from './carouselState.ts';

export interface CarouselSlide {
  /** The picture, with its own alt text (an <img>, a <picture> or a responsive image part). */
  media: ReactNode;
  caption?: ReactNode;
  /** A stable key when slides can change. */
  id?: string;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Names the carousel, e.g. "Spa photographs". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Labels of the rotation control while it rotates, and while it is stopped. */
  pauseLabel: string;
  playLabel: string;
  /** Position wording for the live status and each slide's name; "3 of 16" by default. */
  slideLabel?: (position: number, total: number) => string;
  /** Milliseconds between automatic steps. Without it the carousel only moves when asked. */
  interval?: number;
  /** Slides shown at once, per breakpoint: `{ base: 1, medium: 2, large: 3 }`. */
  slidesPerView?: number | SlidesPerView;
  /** The media box's ratio, reserved before pictures load (any CSS aspect-ratio). */
  aspectRatio?: string;
  /** Hides previous/next below the medium breakpoint (swipe and arrow keys still work). */
  hideStepControlsOnSmallScreens?: boolean;
  /** Index of the first slide in view. */
  value?: number;
  defaultValue?: number;
  onValueChange?: (index: number) => void;
}

function subscribeToWidth(onChange: () => void): () => void {
  const queries = [window.matchMedia(mq.medium), window.matchMedia(mq.large)];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

/** The breakpoint's slides-per-view, as CSS applies it; prerendering assumes the smallest. */
function useSlidesPerView(setting: Required<SlidesPerView>): number {
  return useSyncExternalStore(
    subscribeToWidth,
    () =>
      window.matchMedia(mq.large).matches
        ? setting.large
        : window.matchMedia(mq.medium).matches
          ? setting.medium
          : setting.base,
    () => setting.base,
  );
}

const SWIPE_DISTANCE = 40;

function isTextEntry(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * A carousel after the WAI-ARIA APG pattern: the rotation control comes first, then previous and
 * next, then the slides. It loops both ways, follows the arrow keys and swipes, and rotates on
 * its own only while nobody hovers, focuses or hides it, and never for people who ask for
 * reduced motion. Slides out of view are hidden from assistive technology and from the tab order.
 */
export function Carousel({
  slides,
  label,
  previousLabel,
  nextLabel,
  pauseLabel,
  playLabel,
  slideLabel = defaultSlideLabel,
  interval,
  slidesPerView = 1,
  aspectRatio = '3 / 2',
  hideStepControlsOnSmallScreens = false,
  value,
  defaultValue = 0,
  onValueChange,
}: CarouselProps) {
  const count = slides.length;
  const setting = resolveSlidesPerView(slidesPerView);
  const perView = useSlidesPerView(setting);
  const movable = canMove(count, perView);
  const [rawIndex, setIndex] = useControllableState(value, defaultValue, onValueChange);
  const index = wrapIndex(rawIndex, count);

  const reducedMotion = usePrefersReducedMotion();
  const documentHidden = useDocumentHidden();
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotationOffered = interval !== undefined && interval > 0 && movable;
  const canRotate = rotationOffered && !reducedMotion;
  const rotating = canRotate && !stopped && !hovered && !focused && !documentHidden;

  const go = useCallback((next: number) => setIndex(wrapIndex(next, count)), [setIndex, count]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => go(index + 1), interval);
    return () => clearTimeout(timer);
  }, [rotating, index, interval, go]);

  // One step slides the ring from where it was; a jump (or reduced motion) just shows the slide.
  const trackRef = useRef<HTMLDivElement>(null);
  const shownIndex = useRef(index);
  useIsomorphicLayoutEffect(() => {
    const from = shownIndex.current;
    shownIndex.current = index;
    const track = trackRef.current;
    const direction = stepDirection(from, index, count);
    if (!track || !direction || !movable || reducedMotion) return;
    track.style.transition = 'none';
    track.style.transform =
      direction === 'next' ? 'none' : `translateX(calc(-200% / ${styles.perView}))`;
    // Reading layout commits the start position before the transition back to rest begins.
    track.getBoundingClientRect();
    track.style.transition = '';
    track.style.transform = '';
  }, [index, count, movable, reducedMotion]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!movable || isTextEntry(event.target)) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Reaching for the rotation control is asking about rotation, not pausing it by the way.
    setFocused(!(event.target instanceof HTMLElement && event.target.dataset.rotation));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node) || !event.currentTarget.contains(to)) setFocused(false);
  };

  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || !movable) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? index + 1 : index - 1);
  };

  const trackId = useId();

  return (
    // Hover and focus only pause the rotation, and the arrow keys mirror the buttons inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.root}
      style={assignInlineVars({
        [styles.perViewBase]: String(setting.base),
        [styles.perViewMedium]: String(setting.medium),
        [styles.perViewLarge]: String(setting.large),
        [styles.aspectRatio]: aspectRatio,
      })}
      data-rotating={rotating}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {movable ? (
        <div className={styles.toolbar}>
          {rotationOffered ? (
            // The slot is in the prerendered HTML, so the control appearing once scripts know the
            // motion preference moves nothing; CSS hides it for those who ask for less motion.
            <span className={styles.rotationSlot}>
              {canRotate ? (
                <button
                  type="button"
                  className={styles.control}
                  aria-label={stopped ? playLabel : pauseLabel}
                  data-rotation="true"
                  onClick={() => setStopped(!stopped)}
                >
                  <Icon name={stopped ? 'play' : 'pause'} size="small" />
                </button>
              ) : null}
            </span>
          ) : null}
          {/* Silent while rotating on its own; read out when a person moves it. */}
          <p className={styles.status} aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
            {slideLabel(index + 1, count)}
          </p>
          <div
            className={styles.stepControls}
            data-small-screens={hideStepControlsOnSmallScreens ? 'hidden' : 'shown'}
          >
            <StepButtons
              previousLabel={previousLabel}
              nextLabel={nextLabel}
              controls={trackId}
              onStep={(direction) => go(index + direction)}
            />
          </div>
        </div>
      ) : null}
      <div className={styles.viewport} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div id={trackId} ref={trackRef} className={styles.track} data-static={!movable}>
          {slides.map((slide, slideIndex) => {
            const inView = isSlideInView(slideIndex, index, count, perView);
            const order = slideOrder(slideIndex, index, count, perView);
            return (
              <div
                key={slide.id ?? slideIndex}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(slideIndex + 1, count)}
                aria-hidden={inView ? undefined : true}
                inert={!inView}
                className={styles.slide}
                style={{ order }}
                data-state={inView ? 'active' : 'inactive'}
                data-ring={movable && order === 0 ? 'before' : undefined}
              >
                <figure className={styles.figure}>
                  <div className={styles.media}>{slide.media}</div>
                  {slide.caption ? (
                    <figcaption className={styles.caption}>{slide.caption}</figcaption>
                  ) : null}
                </figure>
              </div>
            );
          })}
          <MarkupEnd />
        </div>
      </div>
    </section>
  );
}
