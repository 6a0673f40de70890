import {
  cloneElement,
  Component,
  isValidElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { MouseEvent, ReactElement, ReactNode, Ref } from 'react';
import { createPortal } from 'react-dom';
import { useControllableState } from '../hooks/useControllableState.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Popover.css.ts';

const loadPanel = () => import('./PopoverPanel.tsx');
const PopoverPanel = lazy(loadPanel);
/** Fetches the panel's code ahead of an open; a failure shows when the popover opens. */
const prefetchPanel = () => void loadPanel().catch(() => undefined);

export const popoverPlacements = ['top', 'bottom', 'left', 'right'] as const;
export type PopoverPlacement = (typeof popoverPlacements)[number];

/** What the trigger must carry: spread these on the button that opens the popover. */
export interface PopoverTriggerProps {
  ref: Ref<HTMLElement>;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  'aria-expanded': boolean;
  'aria-haspopup': 'dialog';
  'aria-controls': string | undefined;
}

export interface PopoverProps {
  /**
   * The button that opens the popover: an element (its props are merged) or a function that
   * receives the props to spread, for triggers such as a marker on a plan.
   */
  trigger: ReactElement<Record<string, unknown>> | ((props: PopoverTriggerProps) => ReactNode);
  /** Names the dialog. */
  title: string;
  description?: ReactNode;
  /** A picture above the text; it brings its own alt text (or is decorative). */
  image?: ReactNode;
  /** The close button's accessible name, e.g. "Close". */
  closeLabel: string;
  /** Further content below the description: a list, a link, an action. */
  children?: ReactNode;
  /** Preferred side; it flips and shifts to stay on screen. */
  placement?: PopoverPlacement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

function assignRef<T>(ref: unknown, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref && typeof ref === 'object' && 'current' in ref) {
    (ref as { current: T }).current = value;
  }
}

/**
 * A non-modal dialog anchored to its trigger: image, title, description and whatever the caller
 * adds below. It closes on Escape, on a click outside and on its close button, and hands focus
 * back to the trigger.
 */
export function Popover({
  trigger,
  title,
  description,
  image,
  closeLabel,
  children,
  placement = 'bottom',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: PopoverProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;

  const originalRef = isValidElement(trigger)
    ? (trigger.props as { ref?: unknown }).ref
    : undefined;
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setTriggerElement(node);
      assignRef(originalRef, node);
    },
    [originalRef],
  );

  const triggerProps: PopoverTriggerProps = {
    ref,
    onClick: () => setOpen(!open),
    // Fetch the panel's code as soon as a visitor is likely to open it.
    onPointerEnter: prefetchPanel,
    onFocus: prefetchPanel,
    'aria-expanded': open,
    'aria-haspopup': 'dialog',
    'aria-controls': open ? id : undefined,
  };

  let renderedTrigger: ReactNode;
  if (typeof trigger === 'function') {
    renderedTrigger = trigger(triggerProps);
  } else {
    const own = trigger.props as Partial<Record<'onClick' | 'onPointerEnter' | 'onFocus', unknown>>;
    const chain =
      (name: 'onClick' | 'onPointerEnter' | 'onFocus') => (event: MouseEvent<HTMLElement>) => {
        const handler = own[name];
        if (typeof handler === 'function') handler(event);
        if (!event?.defaultPrevented) (triggerProps[name] as (e: typeof event) => void)(event);
      };
    renderedTrigger = cloneElement(trigger, {
      ...triggerProps,
      onClick: chain('onClick'),
      onPointerEnter: chain('onPointerEnter'),
      onFocus: chain('onFocus'),
    });
  }

  const panelProps = { id, titleId, descriptionId, onOpenChange: setOpen };
  const content = (
    <>
      {image ? <div className={styles.media}>{image}</div> : null}
      <div className={styles.body}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            onClick={() => setOpen(false)}
          >
            <Icon name="close" />
          </button>
        </div>
        {description ? (
          <div id={descriptionId} className={styles.description}>
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </>
  );

  return (
    <>
      {renderedTrigger}
      {open && triggerElement ? (
        <PanelUnavailable
          fallback={
            <PlainPanel {...panelProps} trigger={triggerElement}>
              {content}
            </PlainPanel>
          }
        >
          <Suspense fallback={null}>
            <PopoverPanel {...panelProps} trigger={triggerElement} placement={placement}>
              {content}
            </PopoverPanel>
          </Suspense>
        </PanelUnavailable>
      ) : null}
    </>
  );
}

/**
 * Shows its fallback when the panel's code cannot load (the connection dropped, the site was
 * updated since the page loaded), so opening a popover never takes the page down with it.
 */
class PanelUnavailable extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface PlainPanelProps {
  id: string;
  titleId: string;
  descriptionId: string | undefined;
  trigger: HTMLElement;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * The popover without its positioning code: the same dialog at the end of the body, as the
 * positioned one is, centred on the screen. It takes focus, closes on Escape, on its close button
 * and on a press outside, and gives focus back to the trigger.
 */
function PlainPanel({
  id,
  titleId,
  descriptionId,
  trigger,
  onOpenChange,
  children,
}: PlainPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !trigger.contains(target)) onOpenChange(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
      trigger.focus();
    };
  }, [trigger, onOpenChange]);
  return createPortal(
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      className={styles.plainPanel}
    >
      <div className={styles.inner}>{children}</div>
    </div>,
    document.body,
  );
}
