/**
 * `react-dom/static` for the prerender build: Preact renders the page to a string, waiting for
 * every suspended part, and the result is handed back as React's `prerender` does.
 */
import { options } from 'preact';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';

// React reads `suppressHydrationWarning` and drops it; Preact would print it as an attribute.
const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (props && 'suppressHydrationWarning' in props) delete props.suppressHydrationWarning;
  previousVNodeHook?.(vnode);
};

export async function prerender(element: VNode): Promise<{ prelude: ReadableStream<Uint8Array> }> {
  const html = `<!DOCTYPE html>${await renderToStringAsync(element)}`;
  const bytes = new TextEncoder().encode(html);
  return {
    prelude: new ReadableStream({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    }),
  };
}
