import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Toast.css.ts';

export const toastVariants = ['default', 'success', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

export interface ToastOptions {
  title: string;
  description?: string;
  /** `destructive` is announced at once (role=alert); the others wait politely (role=status). */
  variant?: ToastVariant;
  /** Milliseconds before it leaves on its own; defaults to the provider's `duration`. */
  duration?: number;
}

interface ToastRecord extends Required<Pick<ToastOptions, 'title' | 'variant' | 'duration'>> {
  id: string;
  description?: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ApiContext = createContext<ToastApi | null>(null);
// Kept apart from the API so parts that only raise toasts do not re-render when one comes or goes.
const ListContext = createContext<readonly ToastRecord[]>([]);

export interface ToastProviderProps {
  children: ReactNode;
  /** Milliseconds a toast stays unless hovered or focused. */
  duration?: number;
  /** How many toasts show at once; the oldest leaves first. */
  limit?: number;
}

let counter = 0;

/** Holds the toasts of the whole app; render one `ToastRegion` inside it. */
export function ToastProvider({ children, duration = 5000, limit = 3 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ToastRecord[]>([]);
  const api = useMemo<ToastApi>(
    () => ({
      toast: ({ title, description, variant = 'default', duration: own }) => {
        counter += 1;
        const id = `toast-${counter}`;
        const record: ToastRecord = { id, title, description, variant, duration: own ?? duration };
        setToasts((current) => [...current, record].slice(-limit));
        return id;
      },
      dismiss: (id) => setToasts((current) => current.filter((item) => item.id !== id)),
    }),
    [duration, limit],
  );
  return (
    <ApiContext.Provider value={api}>
      <ListContext.Provider value={toasts}>{children}</ListContext.Provider>
    </ApiContext.Provider>
  );
}

/** `const { toast } = useToast(); toast({ title, description, variant })`. */
export function useToast(): ToastApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}

interface ToastItemProps {
  record: ToastRecord;
  paused: boolean;
  dismissLabel: string;
  onDismiss: (id: string, byButton: boolean) => void;
}

function ToastItem({ record, paused, dismissLabel, onDismiss }: ToastItemProps) {
  const { id, title, description, variant, duration } = record;
  // Time left survives pauses: hovering for a minute does not restart the full duration.
  const remaining = useRef(duration);
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id, false), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, id, onDismiss]);

  return (
    <div className={styles.toast({ variant })} data-variant={variant} data-toast-id={id}>
      <div className={styles.body}>
        <p
          className={
            variant === 'destructive' ? `${styles.title} ${styles.titleCritical}` : styles.title
          }
        >
          {title}
        </p>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={dismissLabel}
        onClick={() => onDismiss(id, true)}
      >
        <Icon name="close" size="standard" />
      </button>
    </div>
  );
}

export interface ToastRegionProps {
  /** Names the notifications landmark, e.g. "Notifications". */
  label: string;
  /** The dismiss button's accessible name, e.g. "Dismiss notification". */
  dismissLabel: string;
}

/**
 * Where toasts appear. Both live regions are in the page from the start (empty), so screen
 * readers are already listening when the first toast arrives. While the pointer or focus is in
 * the region, no toast leaves on its own.
 */
export function ToastRegion({ label, dismissLabel }: ToastRegionProps) {
  const toasts = useContext(ListContext);
  const api = useContext(ApiContext);
  if (!api) throw new Error('ToastRegion needs a ToastProvider above it');
  const { dismiss } = api;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  // Where focus was before it entered a toast, to hand it back when the last toast goes.
  const returnTo = useRef<HTMLElement | null>(null);

  const onDismiss = useCallback(
    (id: string, byButton: boolean) => {
      const region = regionRef.current;
      const leaving = region?.querySelector(`[data-toast-id="${id}"]`);
      if (byButton && leaving?.contains(document.activeElement)) {
        const next = Array.from(
          region?.querySelectorAll<HTMLElement>('[data-toast-id] button') ?? [],
        ).find((button) => !leaving.contains(button));
        const target = next ?? (returnTo.current?.isConnected ? returnTo.current : null);
        target?.focus();
        if (!next) setFocused(false);
      }
      dismiss(id);
    },
    [dismiss],
  );

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (!(from instanceof HTMLElement) || !event.currentTarget.contains(from)) {
      returnTo.current = from instanceof HTMLElement ? from : null;
    }
    setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node) || !event.currentTarget.contains(to)) setFocused(false);
  };

  const paused = hovered || focused;
  const render = (record: ToastRecord) => (
    <ToastItem
      key={record.id}
      record={record}
      paused={paused}
      dismissLabel={dismissLabel}
      onDismiss={onDismiss}
    />
  );

  return (
    // The listeners only pause the timers while someone reads or reaches a toast; they do not
    // make the landmark itself interactive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={regionRef}
      aria-label={label}
      className={styles.region}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div role="status" className={styles.stack}>
        {toasts.filter((item) => item.variant !== 'destructive').map(render)}
      </div>
      <div role="alert" className={styles.stack}>
        {toasts.filter((item) => item.variant === 'destructive').map(render)}
      </div>
    </section>
  );
}
