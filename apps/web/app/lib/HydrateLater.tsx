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

export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A block kept during the document's hydration, waiting for its turn. */
interface Turn {
  /** Fetches the block's code, if it has code of its own: true once it is there. */
  readonly code: (() => Promise<boolean>) | undefined;
  readonly take: (ready: boolean) => void;
}

/** The blocks the document's hydration (or the prerender's first pass) kept, in page order. */
let waiting: Turn[] = [];
/** The turns being taken, while they are. */
let taking: Promise<void> | null = null;

function Deferred({ children }: { children: ReactNode }) {
  const nested = useContext(InsideBlock);
  if (!nested && (hydrating || prerenderPass)) throw waitForTurn();
  return <InsideBlock.Provider value>{children}</InsideBlock.Provider>;
}

/**
 * Keeps a block for its turn: the promise a block throws resolves in a task of its own, after
 * the blocks before it and once `code` (the block's own, if it has any) has settled. If that
 * code could not be fetched, `whenMissing` is called instead and the promise never resolves, so
 * the renderer keeps the block's prerendered markup (or rejects with what `whenMissing` threw).
 *
 * A place in the queue and one promise are all the document's hydration makes per block. The
 * turns' own promises and timers are made by `startTurns`, outside the renderer's deep stack:
 * made inside it, where each records the whole stack wherever asynchronous call stacks are
 * kept (open developer tools, Lighthouse), they were most of the hydration's task.
 */
export function waitForTurn(
  code?: () => Promise<boolean>,
  whenMissing?: () => void,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    waiting.push({
      code,
      take: (ready) => {
        if (ready) resolve();
        else {
          try {
            whenMissing?.();
          } catch (error) {
            reject(error);
          }
        }
      },
    });
  });
}

/**
 * Gives the kept blocks their turns, in page order, one task each. Their code is asked for in
 * the task after the page's first render (asking for a chunk and its dependencies is main-thread
 * work the document's hydration need not wait for), all at once, so it downloads while the
 * blocks before them hydrate.
 */
function startTurns(): void {
  if (taking || waiting.length === 0) return;
  const turns = waiting;
  waiting = [];
  taking = (async () => {
    await nextTask();
    const code = turns.map((turn) => turn.code?.());
    for (const [index, turn] of turns.entries()) {
      const ready = (await code[index]) ?? true;
      await nextTask();
      turn.take(ready);
    }
  })().finally(() => {
    taking = null;
    // The next page's prerender can keep its blocks before the last of these has finished.
    startTurns();
  });
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
    startTurns();
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
  startTurns();
}

/**
 * Runs `callback` once every block the document's hydration left for later has hydrated. Preact,
 * which renders the production build, hydrates a block in the microtasks of its turn's task, so
 * a task after the last turn they all have. (React, in development, schedules the retries itself
 * and may still be hydrating the last blocks then.)
 */
export function afterLaterBlocks(callback: () => void): void {
  if (taking) void taking.then(nextTask).then(() => afterLaterBlocks(callback));
  else callback();
}
