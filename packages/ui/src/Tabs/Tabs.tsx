import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useControllableState } from '../hooks/useControllableState.ts';
import * as styles from './Tabs.css.ts';
import { tabA11y, tabIndexAfterKey } from './tabA11y.ts';
import type { TabsOrientation } from './tabA11y.ts';

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
  orientation: TabsOrientation;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be placed inside <Tabs>.`);
  return context;
}

/**
 * The active tab and a way to change it, for parts inside the tabs: a "Start" button in one
 * panel that opens another.
 */
export function useTabs(): { value: string; select: (value: string) => void } {
  const { value, select } = useTabsContext('useTabs');
  return { value, select };
}

interface TabsBaseProps {
  children: ReactNode;
  onValueChange?: (value: string) => void;
  orientation?: TabsOrientation;
  /** Gives the tabs stable ids (e.g. for links to a panel); generated otherwise. */
  id?: string;
}

/** Controlled (`value`) or uncontrolled (`defaultValue`): one of the two names the first tab. */
export type TabsProps = TabsBaseProps &
  ({ value: string; defaultValue?: never } | { value?: never; defaultValue: string });

/**
 * Tabs after the WAI-ARIA pattern, with automatic activation: arrow keys move between tabs and
 * show their panel at once (wrapping at the ends), Home and End jump to the ends, and only the
 * active tab is in the tab order.
 *
 * When the active tab changes while focus is inside the panel being hidden (a "Next" button in
 * one panel that opens another), focus moves to the panel now shown instead of being lost.
 */
export function Tabs({
  children,
  value,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  id,
}: TabsProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const [current, select] = useControllableState(value, defaultValue ?? '', onValueChange);
  // The value of the panel that holds focus, if any, tracked before a change hides it.
  const focusedPanel = useRef<string | null>(null);
  const shownBefore = useRef(current);

  useLayoutEffect(() => {
    const previous = shownBefore.current;
    shownBefore.current = current;
    if (previous === current || focusedPanel.current !== previous) return;
    const { panel } = tabA11y({ baseId, value: current, activeValue: current });
    document.getElementById(panel.id)?.focus();
  }, [baseId, current]);

  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onFocusIn = (event: FocusEvent) => {
      const panel = (event.target as Element).closest<HTMLElement>('[role="tabpanel"]');
      focusedPanel.current = panel?.dataset.value ?? null;
    };
    const onFocusOut = (event: FocusEvent) => {
      // Leaving for another part of the page clears the record; losing focus to nowhere (the
      // focused part was just hidden) keeps it.
      const next = event.relatedTarget as Node | null;
      if (next && !root.contains(next)) focusedPanel.current = null;
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  const context = useMemo(
    () => ({ baseId, value: current, select, orientation }),
    [baseId, current, select, orientation],
  );
  return (
    <TabsContext.Provider value={context}>
      <div ref={rootRef} className={styles.root} data-orientation={orientation}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

export type TabListProps = {
  children: ReactNode;
} & ({ 'aria-label': string } | { 'aria-labelledby': string });

/** The row of tabs. Names what the tabs are about through `aria-label` or `aria-labelledby`. */
export function TabList({ children, ...labelling }: TabListProps) {
  const { orientation } = useTabsContext('TabList');
  return (
    <div role="tablist" aria-orientation={orientation} className={styles.list} {...labelling}>
      {children}
    </div>
  );
}

/** Moves focus along the list of the tab that has it, and returns the value of the tab reached. */
function moveFromTab(
  event: KeyboardEvent<HTMLButtonElement>,
  orientation: TabsOrientation,
): string | undefined {
  const list = event.currentTarget.closest('[role="tablist"]');
  if (!list) return undefined;
  // Only this list's own tabs: tabs nested inside a panel belong to another list.
  const tabs = Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]')).filter(
    (tab) => tab.closest('[role="tablist"]') === list,
  );
  const enabled = tabs.map((tab) => tab.getAttribute('aria-disabled') !== 'true');
  const next = tabIndexAfterKey(event.key, tabs.indexOf(event.currentTarget), enabled, orientation);
  if (next === undefined) return undefined;
  event.preventDefault();
  const target = tabs[next];
  target?.focus();
  return target?.dataset.value;
}

export interface TabProps {
  value: string;
  children: ReactNode;
  /** Shown but not choosable: it keeps its place in the row and arrow keys pass over it. */
  disabled?: boolean;
}

/** One tab (a button): choosing it shows its panel. */
export const Tab = forwardRef<HTMLButtonElement, TabProps>(function Tab(
  { value, children, disabled },
  ref,
) {
  const { baseId, value: active, select, orientation } = useTabsContext('Tab');
  const { tab } = tabA11y({ baseId, value, activeValue: active });
  return (
    <button
      ref={ref}
      type="button"
      {...tab}
      data-value={value}
      aria-disabled={disabled ? true : undefined}
      className={styles.tab}
      onClick={() => {
        if (!disabled) select(value);
      }}
      onKeyDown={(event) => {
        const reached = moveFromTab(event, orientation);
        // Automatic activation: the tab reached shows its panel at once.
        if (reached !== undefined) select(reached);
      }}
    >
      {children}
    </button>
  );
});

export interface TabPanelProps {
  value: string;
  children: ReactNode;
}

/**
 * The content of one tab. Every panel is always rendered (inactive ones `hidden`), so the page's
 * HTML holds all of them before any script runs.
 */
export const TabPanel = forwardRef<HTMLDivElement, TabPanelProps>(function TabPanel(
  { value, children },
  ref,
) {
  const { baseId, value: active } = useTabsContext('TabPanel');
  const { panel } = tabA11y({ baseId, value, activeValue: active });
  return (
    <div ref={ref} {...panel} data-value={value} className={styles.panel}>
      {children}
    </div>
  );
});
