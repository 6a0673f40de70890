import { offlinePage } from '@alento/content';
import { vars } from '@alento/ui';

/**
 * The polite notice of a waiting version: a status line at the foot of the screen, no dialog,
 * nothing to dismiss, and nothing a tap could hit. Loaded only when a new version is waiting,
 * and styled through the element's own style object, so it brings no stylesheet of its own
 * (a stylesheet added to the head would be taken out again by the root's next render).
 */
export function showUpdateNotice(): void {
  if (document.querySelector('[data-update-notice]')) return;
  const notice = document.createElement('p');
  notice.setAttribute('role', 'status');
  notice.dataset.updateNotice = '';
  Object.assign(notice.style, {
    position: 'fixed',
    insetInline: vars.space.medium,
    insetBlockEnd: vars.space.medium,
    marginInline: 'auto',
    maxInlineSize: '32rem',
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.medium,
    background: vars.color.inverse,
    color: vars.color.onInverse,
    fontSize: vars.fontSize.small,
    boxShadow: vars.shadow.medium,
    zIndex: '50',
    pointerEvents: 'none',
  });
  document.body.append(notice);
  // Filled once the empty live region is in the page, so screen readers announce its words.
  setTimeout(() => {
    notice.textContent = offlinePage.updateNotice;
  }, 100);
}
