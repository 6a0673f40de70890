import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterLaterBlocks,
  endDocumentHydration,
  startDocumentHydration,
  waitForTurn,
} from './HydrateLater.tsx';

// The task a timer callback runs in: each timer's callback starts a new one.
let task = 0;
const { setTimeout: realSetTimeout } = globalThis;
beforeEach(() => {
  task = 0;
  vi.stubGlobal('setTimeout', (callback: () => void, delay?: number) =>
    realSetTimeout(() => {
      task += 1;
      callback();
    }, delay),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Resolves once every kept block has taken its turn. */
const allHydrated = () => new Promise<void>((resolve) => afterLaterBlocks(resolve));

describe('the turns of the blocks a document hydration keeps', () => {
  it('are taken in page order, a task each, once the document has hydrated', async () => {
    const taken: [string, number][] = [];
    startDocumentHydration();
    for (const block of ['header', 'hero', 'footer']) {
      void waitForTurn().then(() => taken.push([block, task]));
    }
    await new Promise((resolve) => realSetTimeout(resolve, 10));
    expect(taken).toEqual([]);

    endDocumentHydration();
    await allHydrated();
    expect(taken.map(([block]) => block)).toEqual(['header', 'hero', 'footer']);
    const tasks = taken.map(([, inTask]) => inTask);
    expect(new Set(tasks).size).toBe(3);
  });

  it('wait for a block’s own code, and leave a block whose code is missing', async () => {
    const taken: string[] = [];
    const missing = vi.fn();
    let deliver: (ready: boolean) => void = () => undefined;
    const code = vi.fn(() => new Promise<boolean>((resolve) => (deliver = resolve)));
    startDocumentHydration();
    void waitForTurn().then(() => taken.push('header'));
    void waitForTurn(code, missing).then(() => taken.push('floor plan'));
    void waitForTurn().then(() => taken.push('footer'));
    expect(code).not.toHaveBeenCalled();

    endDocumentHydration();
    const done = allHydrated();
    await vi.waitFor(() => expect(taken).toEqual(['header']));
    // Asked for once, in a task after the page's first render, while the blocks before it hydrate.
    expect(code).toHaveBeenCalledOnce();

    deliver(false);
    await done;
    expect(missing).toHaveBeenCalledOnce();
    // The block without its code is never resumed; the blocks after it take their turns.
    expect(taken).toEqual(['header', 'footer']);
  });

  it('reject a block’s promise with what its missing code’s handler throws', async () => {
    startDocumentHydration();
    const kept = waitForTurn(
      () => Promise.resolve(false),
      () => {
        throw new Error('A block of the page could not load its code');
      },
    );
    endDocumentHydration();
    await expect(kept).rejects.toThrow('A block of the page could not load its code');
  });

  it('tell when the last block has hydrated, in a task after its turn', async () => {
    const events: [string, number][] = [];
    startDocumentHydration();
    void waitForTurn().then(() => events.push(['block', task]));
    endDocumentHydration();
    await allHydrated();
    events.push(['all hydrated', task]);
    expect(events.map(([event]) => event)).toEqual(['block', 'all hydrated']);
    expect(events[1]![1]).toBeGreaterThan(events[0]![1]);
  });

  it('make no timer and chain no promise while the document hydrates', async () => {
    // A timer or a `then` made during the document's hydration records the renderer's whole
    // stack wherever asynchronous call stacks are kept (developer tools, Lighthouse): the turns
    // make theirs once they start, outside the render.
    const { then } = Promise.prototype;
    let chained = 0;
    let timers = 0;
    vi.stubGlobal('setTimeout', (callback: () => void, delay?: number) => {
      timers += 1;
      return realSetTimeout(callback, delay);
    });
    startDocumentHydration();
    Promise.prototype.then = function counted(this: Promise<unknown>, ...args) {
      chained += 1;
      return then.apply(this, args);
    } as typeof then;
    try {
      void waitForTurn();
      void waitForTurn(
        () => Promise.resolve(true),
        () => undefined,
      );
    } finally {
      Promise.prototype.then = then;
    }
    expect({ chained, timers }).toEqual({ chained: 0, timers: 0 });
    endDocumentHydration();
    await allHydrated();
    expect(timers).toBeGreaterThan(0);
  });
});
