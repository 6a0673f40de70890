import type { ReactNode } from 'react';

/** One answer in a checkbox or radio group. */
export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** A short explanation under the answer, read with it. */
  hint?: ReactNode;
  disabled?: boolean;
}

export const choiceLayouts = ['stack', 'inline', 'grid'] as const;
export type ChoiceLayout = (typeof choiceLayouts)[number];

/** Ids for one option's input and hint, unique within the group. */
export function choiceIds(groupId: string, index: number) {
  return { input: `${groupId}-option-${index}`, hint: `${groupId}-option-${index}-hint` };
}
