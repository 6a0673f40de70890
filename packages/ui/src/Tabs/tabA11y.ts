export type TabsOrientation = 'horizontal' | 'vertical';

/**
 * A value as a piece of an id: letters, digits, '-' and '_' stay, anything else becomes its code
 * point, so two different values never share an id.
 */
export function idPart(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, (char) => `_${char.codePointAt(0)!.toString(16)}`);
}

export interface TabA11yInput {
  /** Unique per Tabs root. */
  baseId: string;
  /** The tab's own value. */
  value: string;
  /** The value of the active tab. */
  activeValue: string;
}

/**
 * The ARIA wiring of one tab and its panel, as data: ids that point at each other, the selected
 * state, and the roving tab stop (only the active tab is in the tab order). Inactive panels are
 * `hidden`, yet stay in the markup so a prerendered page holds every panel's text.
 */
export function tabA11y({ baseId, value, activeValue }: TabA11yInput) {
  const tabId = `${baseId}-tab-${idPart(value)}`;
  const panelId = `${baseId}-panel-${idPart(value)}`;
  const active = value === activeValue;
  const state = active ? ('active' as const) : ('inactive' as const);
  return {
    tab: {
      id: tabId,
      role: 'tab' as const,
      'aria-selected': active,
      'aria-controls': panelId,
      tabIndex: active ? 0 : -1,
      'data-state': state,
    },
    panel: {
      id: panelId,
      role: 'tabpanel' as const,
      'aria-labelledby': tabId,
      // The panel itself takes focus, so keyboard users reach text that holds no control.
      tabIndex: 0,
      hidden: !active,
      'data-state': state,
    },
  };
}

const keys = {
  horizontal: { previous: 'ArrowLeft', next: 'ArrowRight' },
  vertical: { previous: 'ArrowUp', next: 'ArrowDown' },
} as const;

/**
 * Which tab a key moves to, or undefined when the key is not a tab key. Arrows wrap around,
 * Home and End go to the ends, and disabled tabs are passed over.
 */
export function tabIndexAfterKey(
  key: string,
  current: number,
  enabled: readonly boolean[],
  orientation: TabsOrientation = 'horizontal',
): number | undefined {
  const count = enabled.length;
  if (count === 0 || !enabled.some(Boolean)) return undefined;
  const seek = (from: number, direction: 1 | -1) => {
    let index = from;
    for (let tries = 0; tries < count; tries += 1) {
      index = (index + direction + count) % count;
      if (enabled[index]) return index;
    }
    return undefined;
  };
  switch (key) {
    case keys[orientation].next:
      return seek(current, 1);
    case keys[orientation].previous:
      return seek(current, -1);
    case 'Home':
      return seek(-1, 1);
    case 'End':
      return seek(count, -1);
    default:
      return undefined;
  }
}
