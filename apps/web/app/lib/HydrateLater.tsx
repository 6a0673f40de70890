import { chrome } from '@alento/content';
import { useToast } from '@alento/ui';
import { createContext, Suspense, useContext } from 'react';
import { useLocation } from 'react-router';
import type { ComponentType, ReactNode } from 'react';

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

/** A module whose default export is a block of the page. */
export interface BlockModule<P> {
  default: ComponentType<P>;
}

/**
 * A `HydrateLater` block whose code is not in the page's first load: `load` imports it. During
 * the document's hydration its import starts in the task after the page's first render, and the
 * block hydrates in its turn once the code is there; blocks after it wait their turn, so the ids
 * of every block come out as the prerender gave them. Rendered in the browser (a navigation), it shows once its
 * code is there.
 *
 * A block whose code cannot be fetched keeps its prerendered markup (its text and links, and its
 * `<details>` open and close) and a toast says part of the page did not load; in a navigation,
 * which has no markup to keep, the page is loaded from the server instead, as the router does
 * when a page's own code cannot be fetched. A block goes at the page's level, not inside another.
 *
 * Its styles belong in a stylesheet the page itself imports (the route's `.css.ts`): the build
 * puts a route's own styles in the page, not those of a module it imports later, and the block's
 * prerendered markup needs them from the first paint.
 */
export function laterBlock<P extends object>(
  load: () => Promise<BlockModule<P>>,
): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<boolean> | undefined;
  const code: BlockCode = {
    // Resolves true once the code is there, false if it could not be fetched (a later call retries).
    fetch: () =>
      (loading ??= load().then(
        (module) => {
          Loaded = module.default;
          return true;
        },
        () => {
          loading = undefined;
          return false;
        },
      )),
  };

  function Block(props: P) {
    if (Loaded) return <Loaded {...props} />;
    // Only a render in the browser gets here: a block kept from the document's hydration renders
    // after its turn, which waited for the code.
    throw code.fetch().then((ready) => {
      if (ready) return;
      window.location.reload();
      return never();
    });
  }

  return function LaterBlock(props: P) {
    return (
      <Suspense fallback={null}>
        <DeferredWithCode code={code}>
          <Block {...props} />
        </DeferredWithCode>
      </Suspense>
    );
  };
}

/** A later block's code, and the visit (its history entry) whose hydration kept its markup. */
interface BlockCode {
  readonly fetch: () => Promise<boolean>;
  keptIn?: string;
}

const never = () => new Promise<never>(() => undefined);

let hydrating = false;
/** True during the synchronous first pass of a page's prerender. */
let prerenderPass = false;
const InsideBlock = createContext(false);
/** The turn of the last block that suspended during the document's hydration, if one did. */
let lastTurn: Promise<void> | null = null;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function Deferred({ children }: { children: ReactNode }) {
  const nested = useContext(InsideBlock);
  if (!nested && (hydrating || prerenderPass)) throw takeTurn(Promise.resolve(true));
  return <InsideBlock.Provider value>{children}</InsideBlock.Provider>;
}

/** A `Deferred` for a block with code of its own, which it takes its turn with. */
function DeferredWithCode({ children, code }: { children: ReactNode; code: BlockCode }) {
  const nested = useContext(InsideBlock);
  const { toast } = useToast();
  const visit = useLocation().key;
  if (!nested && (hydrating || prerenderPass)) {
    const prerendering = prerenderPass;
    // The import starts in a task of its own: asking for a chunk and its dependencies (the
    // bundler's preload of each) is main-thread work the document's hydration need not wait for.
    throw takeTurn(nextTask().then(code.fetch)).then((ready) => {
      if (ready) return;
      // The build has the code on disk: failing to load it is a fault of the build, not a guest's.
      if (prerendering) throw new Error('A block of the page could not load its code');
      code.keptIn = visit;
      toast({ ...chrome.partUnavailable, variant: 'destructive' });
      // Never resumed: the renderer keeps the block's prerendered markup.
      return never();
    });
  }
  // The page renders again in the same visit (a navigation starting, a state of the page): the
  // kept markup stays as it is.
  if (code.keptIn === visit) throw never();
  return <InsideBlock.Provider value>{children}</InsideBlock.Provider>;
}

/**
 * The next block's turn: a task after the previous block's turn, so each hydrates in a task of
 * its own, and after `code` has settled. Resolves with whether the code is there.
 */
function takeTurn(code: Promise<boolean>): Promise<boolean> {
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
