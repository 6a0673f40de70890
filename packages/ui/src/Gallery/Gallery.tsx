import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useControllableState } from '../hooks/useControllableState.ts';
import { Icon } from '../Icon/Icon.tsx';
import { StepButtons } from '../internal/StepButtons.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './Gallery.css.ts';
import { defaultPositionLabel, stepForKey, stepIndex } from './galleryState.ts';

export interface GalleryEntry {
  /** The small picture in the grid, with its own alt text. */
  thumbnail: ReactNode;
  /** The larger picture shown in the viewer; the thumbnail when not given. */
  media?: ReactNode;
  /** A short name printed under the picture. */
  title?: ReactNode;
  caption?: ReactNode;
  /** A stable key when entries can change. */
  id?: string;
}

export interface GalleryProps {
  items: readonly GalleryEntry[];
  /** Names the list of pictures, e.g. "Pictures of the garden". */
  label: string;
  /** Read before each thumbnail's own alt text, e.g. "View larger". */
  openLabel: string;
  /** Names the viewer dialog. */
  dialogLabel: string;
  previousLabel: string;
  nextLabel: string;
  closeLabel: string;
  /** Position wording for the viewer's live status; "3 of 15" by default. */
  positionLabel?: (position: number, total: number) => string;
  /** Index of the picture open in the viewer, or null while it is closed. */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (index: number | null) => void;
}

/**
 * A grid of thumbnails that open a larger view in a modal dialog. The grid is plain markup, so
 * every picture and caption reads before scripts run; the viewer is a native <dialog> opened with
 * showModal(), which keeps focus inside and closes on Escape. Previous and next loop, follow the
 * arrow keys, and the position ("3 of 15") is announced. Closing returns focus to the thumbnail of
 * the picture last shown, so a keyboard user carries on from where they looked.
 */
export function Gallery({
  items,
  label,
  openLabel,
  dialogLabel,
  previousLabel,
  nextLabel,
  closeLabel,
  positionLabel = defaultPositionLabel,
  value,
  defaultValue = null,
  onValueChange,
}: GalleryProps) {
  const count = items.length;
  const [rawIndex, setIndex] = useControllableState<number | null>(
    value,
    defaultValue,
    onValueChange,
  );
  const index = rawIndex !== null && rawIndex >= 0 && rawIndex < count ? rawIndex : null;
  const open = index !== null;

  const dialogRef = useRef<HTMLDialogElement>(null);
  const thumbnailRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const lastShown = useRef<number | null>(null);
  if (index !== null) lastShown.current = index;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Escape, the close button and a parent closing it all end here.
  const onClose = () => {
    setIndex(null);
    const shown = lastShown.current;
    if (shown !== null) thumbnailRefs.current[shown]?.focus();
  };

  const step = (direction: -1 | 1) => {
    if (index !== null) setIndex(stepIndex(index, direction, count));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Handled here rather than left to the browser's cancel, so every way of sending Escape
    // (a key, a switch device, an automated test) closes the viewer the same way.
    if (event.key === 'Escape') {
      event.preventDefault();
      event.currentTarget.close();
      return;
    }
    const direction = stepForKey(event.key);
    if (direction === null || count < 2) return;
    event.preventDefault();
    step(direction);
  };

  const titleId = useId();
  const statusId = useId();
  const current = index !== null ? items[index] : undefined;

  return (
    <div className={styles.root}>
      <ul className={styles.grid} aria-label={label}>
        {items.map((item, itemIndex) => (
          <li key={item.id ?? itemIndex} className={styles.item}>
            <figure className={styles.figure}>
              <button
                type="button"
                ref={(node) => {
                  thumbnailRefs.current[itemIndex] = node;
                }}
                className={styles.thumbnail}
                aria-haspopup="dialog"
                data-state={index === itemIndex ? 'open' : 'closed'}
                onClick={() => setIndex(itemIndex)}
              >
                <VisuallyHidden>{`${openLabel}: `}</VisuallyHidden>
                {item.thumbnail}
              </button>
              {item.title || item.caption ? (
                <figcaption className={styles.caption}>
                  {item.title ? <span className={styles.title}>{item.title}</span> : null}
                  {item.caption ? <span>{item.caption}</span> : null}
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
      {/* The arrow keys mirror the previous and next buttons inside. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        aria-describedby={statusId}
        data-state={open ? 'open' : 'closed'}
        onClose={onClose}
        onKeyDown={onKeyDown}
      >
        <div className={styles.bar}>
          {/* Named for screen readers; sighted people see the picture and its caption. */}
          <h2 id={titleId} className={visuallyHidden}>
            {dialogLabel}
          </h2>
          <p id={statusId} className={styles.status} aria-live="polite" aria-atomic="true">
            {index !== null ? positionLabel(index + 1, count) : null}
          </p>
          {/* showModal() focuses the first focusable part: the way out comes first. */}
          <button
            type="button"
            className={styles.control}
            aria-label={closeLabel}
            onClick={() => dialogRef.current?.close()}
          >
            <Icon name="close" />
          </button>
        </div>
        {current ? (
          <figure className={styles.stage}>
            <div className={styles.stageMedia}>{current.media ?? current.thumbnail}</div>
            {current.title || current.caption ? (
              <figcaption className={styles.stageCaption}>
                {current.title ? <span className={styles.title}>{current.title}</span> : null}
                {current.caption ? <span>{current.caption}</span> : null}
              </figcaption>
            ) : null}
          </figure>
        ) : null}
        {count > 1 ? (
          <div className={styles.steps}>
            <StepButtons previousLabel={previousLabel} nextLabel={nextLabel} onStep={step} />
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
