import { useCallback } from 'react';

/**
 * Where the caret belongs after a caller rewrote what was just typed (e.g. a sanitiser removed
 * a character). The text after the caret is what the person has not touched, so when it
 * survives at the end of the new value the caret goes just before it; otherwise the caret moves
 * back by what was removed, within bounds.
 */
export function caretAfterTransform(typed: string, caret: number, next: string): number {
  if (next === typed) return caret;
  const after = typed.slice(caret);
  if (next.endsWith(after)) return next.length - after.length;
  return Math.max(0, Math.min(next.length, caret - (typed.length - next.length)));
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

// Browsers expose no caret on email, number, date and time inputs (selectionStart is null).
function hasCaret(element: TextControl): boolean {
  try {
    return element.selectionStart !== null;
  } catch {
    return false;
  }
}

/**
 * Keeps the caret where the person was typing when a controlled value differs from what they
 * typed. React writes the new value into the DOM, which puts the caret at the end; by the next
 * microtask React has committed (input events are flushed synchronously), so the caret is put
 * back then, before the browser paints.
 */
export function useCaretKeeper(): (element: TextControl) => void {
  return useCallback((element: TextControl) => {
    if (!hasCaret(element)) return;
    const typed = element.value;
    const caret = element.selectionEnd ?? typed.length;
    queueMicrotask(() => {
      if (element.value === typed || element.ownerDocument.activeElement !== element) return;
      const position = caretAfterTransform(typed, caret, element.value);
      element.setSelectionRange(position, position);
    });
  }, []);
}
