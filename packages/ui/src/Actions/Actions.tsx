import type { ReactNode } from 'react';
import { MarkupEnd } from '../internal/MarkupEnd.tsx';
import { row } from './Actions.css.ts';

export const actionsAlignments = ['start', 'center'] as const;
export type ActionsAlign = (typeof actionsAlignments)[number];

export interface ActionsProps {
  /** The buttons and button links, the main one first. */
  children: ReactNode;
  /** `center` for a row under centred text, such as a closing call to action. */
  align?: ActionsAlign;
}

/**
 * A row of actions that wraps onto more lines on a narrow screen. While a page's HTML is still
 * arriving the row stays hidden, so a button never stands at the end of a line and then drops to
 * the next as its words come.
 */
export function Actions({ children, align = 'start' }: ActionsProps) {
  return (
    <div className={row} data-align={align}>
      {children}
      <MarkupEnd />
    </div>
  );
}
