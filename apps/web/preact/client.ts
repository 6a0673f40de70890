/**
 * `react-dom/client` for the browser build: Preact's, with one difference React Router needs.
 *
 * React hydrates a whole document from an `<html>` element; Preact treats a document as its
 * `<html>` element and expects only what goes inside it (preactjs/preact#3794). The root's
 * `<html>` therefore renders as a fragment on the client, so `<head>` and `<body>` meet the
 * prerendered ones and are hydrated in place. The element's attributes (lang, the theme class)
 * come from the prerendered page and never change afterwards.
 */
import { Fragment, options } from 'preact';
import type { ComponentChild, VNode } from 'preact';
import { createRoot, hydrateRoot as hydrateInto } from 'preact/compat/client';

export { createRoot };

let documentRootInstalled = false;

function renderHtmlAsFragment(): void {
  if (documentRootInstalled) return;
  documentRootInstalled = true;
  const previousVNodeHook = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === 'html') (vnode as { type: unknown }).type = Fragment;
    previousVNodeHook?.(vnode);
  };
}

export function hydrateRoot(container: Element | Document, children: ComponentChild) {
  if (container.nodeType === Node.DOCUMENT_NODE) renderHtmlAsFragment();
  return hydrateInto(container as Element, children);
}

export default { createRoot, hydrateRoot };
