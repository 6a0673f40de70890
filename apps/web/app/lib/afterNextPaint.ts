/**
 * Runs `work` in a task after the next frame has been painted: what a tap sets off but need not
 * show (writing the address, fetching code for later) then never delays the paint that answers it.
 * (`requestAnimationFrame` runs just before that frame; the timeout it sets, just after.)
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
