/**
 * An in-page link that scrolls to a section and takes keyboard and screen-reader focus there, as
 * a plain anchor would without scripts. Smooth scrolling only for people who have not asked for
 * reduced motion.
 */
export function scrollBehaviorFor(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'auto' : 'smooth';
}

export function moveToSection(id: string, win: Window = window): boolean {
  const target = win.document.getElementById(id);
  if (!target) return false;
  const reduced = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: scrollBehaviorFor(reduced), block: 'start' });
  // A section is not focusable by itself; it becomes so for this one move, as GOV.UK's skip
  // links do, so the next Tab continues from here.
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
  win.history.replaceState(win.history.state, '', `#${id}`);
  return true;
}
