import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

/** Text for screen readers only, such as "(opens in a new tab)". */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span id={id} className={visuallyHidden}>
      {children}
    </span>
  );
}
