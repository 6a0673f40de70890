import { chrome } from '@alento/content';
import { useToast } from '@alento/ui';
import { Suspense, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { InsideBlock, keptForLater, waitForTurn } from './HydrateLater.tsx';

// A module apart from HydrateLater.tsx, which every page loads: only a page with a later block
// loads this one, and the toast and router it reads.

/** A module whose default export is a block of the page. */
export interface BlockModule<P> {
  default: ComponentType<P>;
}

/**
 * A `HydrateLater` block whose code is not in the page's first load: `load` imports it. During
 * the document's hydration its import starts in the task after the page's first render, and the
 * block hydrates in its turn once the code is there; blocks after it wait their turn, so the ids
 * of every block come out as the prerender gave them. Rendered in the browser (a navigation), it
 * shows once its code is there.
 *
 * A block whose code cannot be fetched keeps its prerendered markup (its text and links, and its
 * `<details>` open and close) and a toast says part of the page did not load; in a navigation,
 * which has no markup to keep, the page is loaded from the server instead, as the router does
 * when a page's own code cannot be fetched. A block goes at the page's level, not inside another.
 * One `laterBlock` may stand for several blocks (a card each, told apart by their props): they
 * share one import, each hydrates in its own turn, and a failed import is told to the guest once.
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
    // Resolves true once the code is there, false if it could not be fetched; a later call
    // retries.
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

/** A `Deferred` for a block with code of its own, which it takes its turn with. */
function DeferredWithCode({ children, code }: { children: ReactNode; code: BlockCode }) {
  const nested = useContext(InsideBlock);
  const { toast } = useToast();
  const visit = useLocation().key;
  const { kept, prerendering } = keptForLater();
  if (!nested && kept) {
    // The code is asked for once the document has hydrated, and the block takes its turn once
    // it is there.
    throw waitForTurn(code.fetch, () => {
      // The build has the code on disk: failing to load it is a fault of the build, not a guest's.
      if (prerendering) throw new Error('A block of the page could not load its code');
      // Several blocks may share the code (a card each): the guest is told once.
      if (code.keptIn !== visit) toast({ ...chrome.partUnavailable, variant: 'destructive' });
      // The block is never resumed (its prerendered markup stays), nor in a later render of this
      // visit (below).
      code.keptIn = visit;
    });
  }
  // The page renders again in the same visit (a navigation starting, a state of the page): the
  // kept markup stays as it is.
  if (code.keptIn === visit) throw never();
  return <InsideBlock.Provider value>{children}</InsideBlock.Provider>;
}
