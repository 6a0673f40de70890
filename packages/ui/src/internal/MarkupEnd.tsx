import { markupEnd } from './markupEnd.css.ts';

/** The last child of a part whose look waits for its whole markup (see `markupEnd.css.ts`). */
export function MarkupEnd() {
  return <span className={markupEnd} hidden />;
}
