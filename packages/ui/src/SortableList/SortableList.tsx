import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { useIsomorphicLayoutEffect } from '../hooks/useIsomorphicLayoutEffect.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './SortableList.css.ts';

export interface SortableListMessages {
  /** Accessible name of an item's drag handle, e.g. (name) => `Move ${name}` */
  handle: (name: string) => string;
  moveUp: (name: string) => string; // button label
  moveDown: (name: string) => string; // button label
  /** Announced in a polite live region after every move (pointer, keyboard or button). */
  moved: (name: string, position: number, total: number) => string;
  /** Keyboard drag: announced when an item is picked up / dropped / cancelled. */
  pickedUp: (name: string, position: number, total: number) => string;
  dropped: (name: string, position: number, total: number) => string;
  cancelled: (name: string) => string;
}

export interface SortableListProps {
  /** Keys of the items, in order (controlled). */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (next: string[], change: { key: string; from: number; to: number }) => void;
  /** The item's content (the page puts a name, a minutes field and a remove button here). */
  renderItem: (key: string, index: number) => ReactNode;
  /** The item's name, for labels and announcements. */
  itemName: (key: string) => string;
  /** Accessible name of the list. */
  label: string;
  messages: SortableListMessages;
  className?: string;
}

/** The order with the key at `from` taken out and put back at `to`. */
export function moveKey(order: readonly string[], from: number, to: number): string[] {
  const next = [...order];
  const [key] = next.splice(from, 1);
  if (key !== undefined) next.splice(to, 0, key);
  return next;
}

/** Where a row dragged by `dy` lands: past every neighbour whose middle its middle has crossed. */
export function dropIndex(
  rows: readonly { top: number; height: number }[],
  from: number,
  dy: number,
): number {
  const dragged = rows[from];
  if (!dragged) return from;
  const middle = dragged.top + dragged.height / 2 + dy;
  let target = from;
  for (let i = from + 1; i < rows.length; i++) {
    const row = rows[i];
    if (row && middle > row.top + row.height / 2) target = i;
  }
  for (let i = from - 1; i >= 0; i--) {
    const row = rows[i];
    if (row && middle < row.top + row.height / 2) target = i;
  }
  return target;
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

type Part = 'handle' | 'up' | 'down';

/** A keyboard drag: the order shown while the item is carried, committed only when dropped. */
interface Lift {
  key: string;
  from: number;
  order: readonly string[];
}

/** A pointer drag as drawn: the row follows the pointer by `dy`, the others make room. */
interface Drag {
  key: string;
  from: number;
  target: number;
  dy: number;
  /** The height of a row and the gap after it: how far a neighbour steps aside. */
  slot: number;
  outside: boolean;
}

interface PointerStart {
  pointerId: number;
  startY: number;
  rows: { top: number; height: number }[];
  list: DOMRect;
}

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      className={styles.glyph}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/**
 * An ordered list the visitor rearranges: by dragging a row's handle (mouse, pen or touch), by
 * the handle from the keyboard (Space or Enter picks up, arrows carry, Space or Enter drops,
 * Escape puts back), or with each row's Move up and Move down buttons for those who cannot drag
 * (WCAG 2.5.7). Every move is announced in one polite live region.
 *
 * A keyboard drag is shown as it goes but reported once, on the drop, so Escape has nothing to
 * undo outside the list.
 */
export function SortableList({
  value,
  defaultValue,
  onValueChange,
  renderItem,
  itemName,
  label,
  messages,
  className,
}: SortableListProps) {
  const [own, setOwn] = useState<readonly string[]>(defaultValue ?? []);
  const order = value ?? own;
  const [lift, setLift] = useState<Lift | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rows = useRef(new Map<string, HTMLLIElement>());
  const listRef = useRef<HTMLOListElement>(null);
  const pointer = useRef<PointerStart | null>(null);
  const focusAfter = useRef<{ key: string; part: Part } | null>(null);

  // A carried item is dropped back if the list changes under it (the page removed an item).
  const carried = lift && sameKeys(lift.order, order) ? lift : null;
  const shown = carried ? carried.order : order;
  const total = shown.length;

  const announce = (text: string) =>
    // The same words twice would not be read again; a trailing space makes them new.
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));

  const commit = (key: string, from: number, to: number) => {
    if (from === to) return;
    const next = moveKey(order, from, to);
    if (value === undefined) setOwn(next);
    onValueChange?.(next, { key, from, to });
  };

  // Moving a row moves its buttons in the document, which loses their focus: give it back.
  useIsomorphicLayoutEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    const row = rows.current.get(wanted.key);
    const find = (part: Part) =>
      row?.querySelector<HTMLButtonElement>(`[data-sortable="${part}"]`) ?? null;
    let target = find(wanted.part);
    if (target?.disabled) target = find(wanted.part === 'up' ? 'down' : 'up');
    if (target && !target.disabled && document.activeElement !== target) target.focus();
  });

  const moveBy = (key: string, index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= order.length) return;
    setLift(null);
    commit(key, index, to);
    focusAfter.current = { key, part: delta < 0 ? 'up' : 'down' };
    announce(messages.moved(itemName(key), to + 1, order.length));
  };

  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, key: string, index: number) => {
    const name = itemName(key);
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (event.repeat) return;
      if (carried?.key === key) {
        commit(key, carried.from, index);
        setLift(null);
        focusAfter.current = { key, part: 'handle' };
        announce(messages.dropped(name, index + 1, total));
      } else {
        setLift({ key, from: order.indexOf(key), order });
        announce(messages.pickedUp(name, order.indexOf(key) + 1, order.length));
      }
      return;
    }
    if (carried?.key !== key) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setLift(null);
      focusAfter.current = { key, part: 'handle' };
      announce(messages.cancelled(name));
      return;
    }
    const to =
      event.key === 'ArrowUp'
        ? index - 1
        : event.key === 'ArrowDown'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? total - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    if (to < 0 || to >= total || to === index) return;
    setLift({ ...carried, order: moveKey(carried.order, index, to) });
    focusAfter.current = { key, part: 'handle' };
    announce(messages.moved(name, to + 1, total));
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, key: string, index: number) => {
    if (!event.isPrimary || event.button !== 0 || carried || !listRef.current) return;
    const boxes = shown.map((item) => rows.current.get(item)?.getBoundingClientRect());
    if (boxes.some((box) => !box)) return;
    const measured = boxes.map((box) => ({ top: box?.top ?? 0, height: box?.height ?? 0 }));
    // Stops the page selecting text or scrolling as the drag begins.
    event.preventDefault();
    const handle = event.currentTarget;
    handle.focus();
    try {
      handle.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the drag still follows what reaches the handle.
    }
    const first = measured[0];
    const second = measured[1];
    const gap = first && second ? second.top - (first.top + first.height) : 0;
    pointer.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      rows: measured,
      list: listRef.current.getBoundingClientRect(),
    };
    setDrag({
      key,
      from: index,
      target: index,
      dy: 0,
      slot: (measured[index]?.height ?? 0) + gap,
      outside: false,
    });
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = pointer.current;
    if (!start || !drag || event.pointerId !== start.pointerId) return;
    const { list } = start;
    const outside =
      event.clientX < list.left ||
      event.clientX > list.right ||
      event.clientY < list.top ||
      event.clientY > list.bottom;
    const dy = event.clientY - start.startY;
    const target = outside ? drag.from : dropIndex(start.rows, drag.from, dy);
    setDrag({ ...drag, dy, target, outside });
  };

  const endDrag = (event: PointerEvent<HTMLButtonElement>, drop: boolean) => {
    const start = pointer.current;
    if (!start || !drag || event.pointerId !== start.pointerId) return;
    pointer.current = null;
    setDrag(null);
    const name = itemName(drag.key);
    if (!drop || drag.outside) {
      announce(messages.cancelled(name));
      return;
    }
    if (drag.target === drag.from) return;
    commit(drag.key, drag.from, drag.target);
    focusAfter.current = { key: drag.key, part: 'handle' };
    announce(messages.moved(name, drag.target + 1, total));
  };

  const offsetOf = (index: number, key: string): number => {
    if (!drag) return 0;
    if (key === drag.key) return drag.dy;
    if (drag.from < drag.target && index > drag.from && index <= drag.target) return -drag.slot;
    if (drag.target < drag.from && index >= drag.target && index < drag.from) return drag.slot;
    return 0;
  };

  return (
    <div className={className}>
      <ol
        ref={listRef}
        // Lists styled without bullets lose their list semantics in WebKit unless named a list.
        role="list"
        aria-label={label}
        className={styles.list}
        data-dragging={drag ? '' : undefined}
      >
        {shown.map((key, index) => {
          const name = itemName(key);
          const lifted = carried?.key === key || drag?.key === key;
          return (
            <li
              key={key}
              ref={(row) => {
                if (row) rows.current.set(key, row);
                else rows.current.delete(key);
              }}
              className={styles.row}
              data-state={lifted ? 'lifted' : 'idle'}
              style={
                drag
                  ? assignInlineVars({ [styles.offset]: `${offsetOf(index, key)}px` })
                  : undefined
              }
            >
              <button
                type="button"
                className={styles.handle}
                aria-label={messages.handle(name)}
                data-sortable="handle"
                onKeyDown={(event) => onHandleKeyDown(event, key, index)}
                onBlur={(event) => {
                  // Focus gone elsewhere (not lost to the row's own move) puts the item back.
                  if (carried?.key === key && event.relatedTarget) {
                    setLift(null);
                    announce(messages.cancelled(name));
                  }
                }}
                onPointerDown={(event) => onPointerDown(event, key, index)}
                onPointerMove={onPointerMove}
                onPointerUp={(event) => endDrag(event, true)}
                onPointerCancel={(event) => endDrag(event, false)}
                // Capture lost before the pointer was let go (the handle left the page, say).
                onLostPointerCapture={(event) => endDrag(event, false)}
              >
                <Glyph>
                  <circle cx="9" cy="6" r="1" />
                  <circle cx="15" cy="6" r="1" />
                  <circle cx="9" cy="12" r="1" />
                  <circle cx="15" cy="12" r="1" />
                  <circle cx="9" cy="18" r="1" />
                  <circle cx="15" cy="18" r="1" />
                </Glyph>
              </button>
              <div className={styles.content}>{renderItem(key, index)}</div>
              <div className={styles.moves}>
                <button
                  type="button"
                  className={styles.moveButton}
                  aria-label={messages.moveUp(name)}
                  data-sortable="up"
                  disabled={index === 0}
                  onClick={() => moveBy(key, index, -1)}
                >
                  <Glyph>
                    <path d="m18 15-6-6-6 6" />
                  </Glyph>
                </button>
                <button
                  type="button"
                  className={styles.moveButton}
                  aria-label={messages.moveDown(name)}
                  data-sortable="down"
                  disabled={index === total - 1}
                  onClick={() => moveBy(key, index, 1)}
                >
                  <Glyph>
                    <path d="m6 9 6 6 6-6" />
                  </Glyph>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
