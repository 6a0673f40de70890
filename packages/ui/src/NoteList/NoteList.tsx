import { useId } from 'react';
import type { ReactNode } from 'react';
import * as styles from './NoteList.css.ts';

/** One note: what it is about, and what it says. */
export interface Note {
  /** Short and unique within its list (it also keys the entry): "Temperature". */
  readonly term: string;
  readonly detail: ReactNode;
}

export interface NoteListProps {
  notes: readonly Note[];
  /**
   * Names the notes: a line above them that names them as a group, or the summary that opens
   * them when collapsible. Without it they are a plain list.
   */
  label?: string;
  /**
   * Folded behind its label, for notes beside other content (a station on a card). A native
   * disclosure: it opens by keyboard and pointer, and without scripts. Needs a label to fold
   * behind.
   */
  collapsible?: boolean;
}

/**
 * Short notes about something, each a term and its detail: a place's temperature and times, a
 * room's hours. A description list, so assistive technology pairs each term with its detail;
 * named by its label as a group, or folded behind it.
 */
export function NoteList({ notes, label, collapsible = false }: NoteListProps) {
  const labelId = `${useId()}-label`;
  if (notes.length === 0) return null;
  const list = (
    <dl className={styles.list}>
      {notes.map((note) => (
        <div key={note.term} className={styles.item}>
          <dt className={styles.term}>{note.term}</dt>
          <dd className={styles.detail}>{note.detail}</dd>
        </div>
      ))}
    </dl>
  );
  if (collapsible && label) {
    return (
      <details className={styles.disclosure}>
        <summary className={styles.summary}>
          <span className={styles.summaryText}>{label}</span>
        </summary>
        {list}
      </details>
    );
  }
  if (!label) return <div className={styles.root}>{list}</div>;
  return (
    <div role="group" aria-labelledby={labelId} className={styles.root}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      {list}
    </div>
  );
}
