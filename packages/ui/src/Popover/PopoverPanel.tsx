import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import type { Placement } from '@floating-ui/react';
import type { ReactNode } from 'react';
import * as styles from './Popover.css.ts';

export interface PopoverPanelProps {
  id: string;
  titleId: string;
  descriptionId?: string;
  trigger: HTMLElement;
  placement: Placement;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * The positioned half of Popover, loaded the first time a popover opens so floating-ui stays
 * out of the pages' first download.
 */
export default function PopoverPanel({
  id,
  titleId,
  descriptionId,
  trigger,
  placement,
  onOpenChange,
  children,
}: PopoverPanelProps) {
  const { refs, floatingStyles, context, isPositioned } = useFloating({
    open: true,
    onOpenChange,
    placement,
    strategy: 'fixed',
    elements: { reference: trigger },
    // 8 px from the screen's edges: flip to the other side first, then slide along it; where
    // neither side has room (a short landscape phone), the panel scrolls instead of spilling.
    middleware: [
      offset(8),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(availableHeight, 160)}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const dismiss = useDismiss(context);
  const { getFloatingProps } = useInteractions([dismiss]);

  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false} returnFocus>
        <div
          ref={refs.setFloating}
          id={id}
          role="dialog"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          className={styles.panel}
          data-positioned={isPositioned}
          style={floatingStyles}
          {...getFloatingProps()}
        >
          <div className={styles.inner}>{children}</div>
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
