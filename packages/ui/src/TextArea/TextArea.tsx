import { forwardRef, useEffect, useState } from 'react';
import { FieldFrame, useFieldControl } from '../Field/Field.tsx';
import type { FieldControlProps } from '../Field/Field.tsx';
import { useCaretKeeper } from '../Field/caret.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './TextArea.css.ts';

export interface CharacterCount {
  /** The visible count, e.g. `(length, max) => \`${length} / ${max}\``. */
  format: (length: number, max: number) => string;
  /** What screen readers hear once the text is near the limit, e.g. "12 characters left". */
  announce: (remaining: number, max: number) => string;
  /** How near the limit announcements start; defaults to a tenth of it (at least 10). */
  announceWithin?: number;
}

export interface TextAreaProps extends FieldControlProps<HTMLTextAreaElement> {
  /** Controlled value; a rewrite by the caller keeps the caret where the person was typing. */
  value?: string;
  readOnly?: boolean;
  maxLength?: number;
  minLength?: number;
  rows?: number;
  spellCheck?: boolean;
  placeholder?: string;
  /** Shows how much of `maxLength` is used; needs `maxLength`. */
  characterCount?: CharacterCount;
}

// Said after a pause in typing, so a screen reader is not interrupted on every keystroke.
const announceDelay = 400;

function useNearLimitMessage(
  length: number,
  max: number | undefined,
  count: CharacterCount | undefined,
  typed: boolean,
) {
  const [message, setMessage] = useState('');
  const within = count?.announceWithin ?? Math.max(10, Math.ceil((max ?? 0) / 10));
  const remaining = max === undefined ? undefined : max - length;
  const near = remaining !== undefined && remaining <= within;
  // Nothing is said on page load, only once the person has typed near the limit.
  const text = typed && near && count ? count.announce(remaining, max!) : '';
  useEffect(() => {
    const timer = setTimeout(() => setMessage(text), announceDelay);
    return () => clearTimeout(timer);
  }, [text]);
  return { near, message };
}

/** A labelled multi-line input with optional character count. The ref reaches the <textarea>. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { rows = 5, characterCount, ...props },
  ref,
) {
  const { value, setValue, frame, control, native } = useFieldControl(props, '');
  const keepCaret = useCaretKeeper();
  const max = native.maxLength;
  const showCount = characterCount !== undefined && max !== undefined;
  const [typed, setTyped] = useState(false);
  const { near, message } = useNearLimitMessage(value.length, max, characterCount, typed);
  return (
    <FieldFrame
      {...frame}
      after={
        showCount ? (
          <div className={styles.count} data-state={near ? 'near-limit' : 'within-limit'}>
            {/* The visible count changes on every key; screen readers get the message below. */}
            <span aria-hidden="true">{characterCount.format(value.length, max)}</span>
            <span className={visuallyHidden} role="status">
              {message || null}
            </span>
          </div>
        ) : null
      }
    >
      <textarea
        ref={ref}
        {...native}
        {...control}
        rows={rows}
        onChange={(event) => {
          keepCaret(event.currentTarget);
          setTyped(true);
          setValue(event.currentTarget.value);
        }}
        className={styles.textarea}
      />
    </FieldFrame>
  );
});
