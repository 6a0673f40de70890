import { createContext, Suspense, useContext } from 'react';
import type { ReactNode } from 'react';

/**
 * Hydrates a block of the prerendered page in a task of its own, after the page's first
 * hydration, so no single task of the main thread holds every part of a long page.
 *
 * While the document hydrates, `HydrateLater` suspends: the renderer keeps the block's
 * prerendered DOM as it stands (visible, and its links work as plain links) and goes on with
 * the rest of the page. Once that first hydration has committed, each block is hydrated in turn,
 * one task each, in the order they stand on the page. A page rendered in the browser (a
 * navigation, a test) never suspends: the blocks render at once.
 *
 * A block inside another hydrates with it. The prerender suspends each block once too, so it
 * renders them in the order the browser hydrates them: the rest of the page first, then the
 * blocks in page order. Preact numbers `useId`'s ids in render order, and a label, a field and its
 * message tied by ids must get the same ones in both. (The prerender marks each block with a
 * pair of comments, which the browser's hydration reads as the block's extent.)
 *
 * The child should render one element at its top, the block's own.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}

let hydrating = false;
/** True during the synchronous first pass of a page's prerender. */
let prerenderPass = false;
/** True inside a block: a block inside another hydrates with it (read by `laterBlock.tsx`). */
export const InsideBlock = createContext(false);
/** The turn of the last block that suspended during the document's hydration, if one did. */
let lastTurn: Promise<void> | null = null;

export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function Deferred({ children }: { children: ReactNode }) {
  const nested = useContext(InsideBlock);
  if (!nested && (hydrating || prerenderPass)) throw takeTurn(Promise.resolve(true));
  return <InsideBlock.Provider value>{children}</InsideBlock.Provider>;
}

/**
 * The next block's turn: a task after the previous block's turn, so each hydrates in a task of
 * its own, and after `code` has settled. Resolves with whether the code is there.
 */
export function takeTurn(code: Promise<boolean>): Promise<boolean> {
  const turn = (lastTurn ?? Promise.resolve())
    .then(() => code)
    .then(async (ready) => {
      await nextTask();
      return ready;
    });
  lastTurn = turn.then(() => undefined);
  return turn;
}

/**
 * Whether a block met now is kept for later: during the document's hydration or the first pass
 * of its prerender; and whether it is the prerender's.
 */
export function keptForLater(): { kept: boolean; prerendering: boolean } {
  return { kept: hydrating || prerenderPass, prerendering: prerenderPass };
}

/**
 * Called by the server entry as it starts a page's prerender. Preact's prerender walks the whole
 * page in one synchronous pass, leaving each suspended part for later, so every block met in
 * that pass suspends and a block resumed after it renders.
 */
export function startDocumentPrerender(): void {
  prerenderPass = true;
  queueMicrotask(() => {
    prerenderPass = false;
  });
}

/** Called by the client entry before it hydrates the document. */
export function startDocumentHydration(): void {
  hydrating = true;
}

/**
 * Called once the document's first hydration has committed (in a layout effect, before any
 * block's turn comes): from then on every `HydrateLater` renders its block.
 */
export function endDocumentHydration(): void {
  hydrating = false;
}

/**
 * Runs `callback` once every block the document's hydration left for later has hydrated. Preact,
 * which renders the production build, hydrates a block in the microtasks of its turn's task, so
 * a task after the last turn they all have. (React, in development, schedules the retries itself
 * and may still be hydrating the last blocks then.)
 */
export function afterLaterBlocks(callback: () => void): void {
  if (lastTurn) void lastTurn.then(nextTask).then(callback);
  else callback();
}
