/**
 * The one script a prerendered page loads before its modules: it decides when they load, and keeps
 * what a guest does before they have.
 *
 * The page is complete without scripts, so nothing it paints waits for them: the modules are
 * requested once the page has loaded and painted (or at the guest's first touch or key, if that
 * comes sooner), so they never take bandwidth or a core from the hero picture and the fonts.
 * Until the page has hydrated, a guest's use of a control is not lost:
 * - a button that needs scripts (every `type="button"`), a checkbox or a radio button is held
 *   and clicked again, in order, once the page has hydrated and the rules its prerendered
 *   markup did not use (page-css.ts), which the gate then links, have loaded;
 * - what is typed or chosen in a field is handed to the page's own handlers once hydrated (as
 *   the input it was), so it stays on screen and in the form's state: hydration itself empties
 *   a text area, and a later render would empty any field the page's state does not know;
 * - a form is checked by the browser's own rules (`reportValidity`) and, if it passes, sent again
 *   by the page's own handler once hydrated, after the fields' input; nothing is posted meanwhile;
 * - links and `<details>` work as they are.
 * If the modules fail to load (a dropped connection), the page stays usable as HTML and the next
 * touch tries again.
 *
 * The build writes it, minified from its own source text, as one file every page loads deferred
 * (`deferHydration` in page-html.ts), so it must not refer to anything outside itself; it reads
 * the page's modules from its `<script type="application/json" id="hydration-modules">`.
 */
export function hydrationGate(): void {
  const root = document.documentElement;
  const data = document.getElementById('hydration-modules');
  if (!data) return;
  const modules = JSON.parse(data.textContent!) as {
    manifest: string;
    routes: Record<string, string>;
    entry: string;
    intlWorker?: string;
    context?: Record<string, unknown>;
    stream?: string[];
    laterCss?: string;
  };
  // Set to "true" by the root once every block has hydrated, and never to anything else.
  const hydrated = () => !!root.dataset.hydrated;
  const held: (() => void)[] = [];
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    // In the root's `data-module-preloads` element, which hydration leaves as it is (root.tsx).
    const preloads = document.querySelector('[data-module-preloads]') ?? document.head;
    // Starting a module preload costs the main thread a little, more on a slow phone; a page's
    // thirty-odd at once make a task long enough to block it, and eight at a time still did:
    // four at a time, a task each.
    const preload = (hrefs: string[]) => {
      for (const href of hrefs.slice(0, 4)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        preloads.append(link);
      }
      if (hrefs.length > 4) setTimeout(() => preload(hrefs.slice(4)), 0);
    };
    // React Router's context and its router state, as its own inline scripts would have set
    // them up: the state's chunks come through a stream it decodes as it hydrates.
    const browser = window as unknown as { __reactRouterContext?: object };
    if (modules.context && !browser.__reactRouterContext) {
      const chunks = modules.stream ?? [];
      browser.__reactRouterContext = {
        ...modules.context,
        stream: new ReadableStream<string>({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(chunk);
            controller.close();
          },
        }).pipeThrough(new TextEncoderStream()),
      };
    }
    const ids = Object.keys(modules.routes);
    const named = [...ids.map((id) => modules.routes[id]!), modules.entry];
    preload(named);
    // The rules the prerendered markup does not use arrive with the modules, into the cache, and
    // apply once the page has hydrated (below): what renders then, a dialog or a toast, finds them.
    if (modules.laterCss) fetch(modules.laterCss).catch(() => {});
    // What those modules import, React Router's manifest lists: requested together as soon as it
    // is there, they arrive side by side rather than each once the module importing it is read.
    const listed = import(modules.manifest).then(() => {
      const manifest = (
        window as unknown as {
          __reactRouterManifest: {
            entry: { imports?: string[] };
            routes: Record<string, { imports?: string[] } | undefined>;
          };
        }
      ).__reactRouterManifest;
      const imports = [
        ...(manifest.entry.imports ?? []),
        ...ids.flatMap((id) => manifest.routes[id]?.imports ?? []),
      ];
      preload(imports.filter((href, i) => !named.includes(href) && imports.indexOf(href) === i));
    });
    // The first number formatter a page makes loads the browser's locale data (a long task on a
    // slow phone), and the first date and list formatters theirs. A worker loads it for the
    // whole page (intl-worker.ts) while the modules download, and they run once it is done, so
    // neither their evaluation, which formats prices and times, nor any other task of the main
    // thread carries it. Without a worker the modules run at once and load it themselves.
    const warmed = new Promise<void>((resolve) => {
      if (!modules.intlWorker) return resolve();
      // A browser without workers throws here too, and the modules run at once.
      try {
        const worker = new Worker(modules.intlWorker);
        worker.onmessage = worker.onerror = () => resolve();
        worker.postMessage(root.lang);
        // A worker that never answers holds the page back no longer than this.
        setTimeout(resolve, 1000);
      } catch {
        resolve();
      }
    });
    Promise.all([listed, warmed])
      .then(() => Promise.all(ids.map((id) => import(modules.routes[id]!))))
      .then((loaded) => {
        (window as unknown as { __reactRouterRouteModules: object }).__reactRouterRouteModules =
          Object.fromEntries(ids.map((id, i) => [id, loaded[i]]));
        return import(modules.entry);
      })
      .catch(() => {
        // A module did not arrive: the page stays as HTML, and the next use tries again.
        started = false;
      });
  };

  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  const typed = new Map<Field, string>();

  // Once hydrated: the page's later rules, then the fields' input, then, once the page has
  // rendered it and the rules have loaded, what was held, each done again by the page's own
  // handlers, in order.
  new MutationObserver((_, observer) => {
    if (!hydrated()) return;
    observer.disconnect();
    // Right after the page's own rules and before the route stylesheets React Router adds on a
    // navigation, as they were in the one stylesheet: a route's rules still come after them. Not
    // before hydration, which would take it for one of the route's own links.
    const pageCss = modules.laterCss && document.querySelector('style[data-page-css]');
    const rulesLoaded = new Promise<void>((resolve) => {
      if (!pageCss) return resolve();
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = modules.laterCss!;
      link.onload = link.onerror = () => resolve();
      pageCss.after(link);
    });
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      // The prototype's setter: a framework that watches the element's own `value` must still
      // see the input as new.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
        field,
        value,
      );
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
    typed.clear();
    void rulesLoaded.then(() =>
      setTimeout(() => {
        for (const action of held.splice(0)) action();
      }, 0),
    );
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });

  const onInput = (event: Event) => {
    // Of what fires `input`, only a field (an input, a text area, a select) has a value; a
    // checkbox's or a radio button's click is held instead (below).
    const field = event.target as Field;
    if (hydrated() || !('value' in field) || field.type === 'checkbox' || field.type === 'radio') {
      return;
    }
    typed.set(field, field.value);
    start();
  };

  const onClick = (event: MouseEvent) => {
    if (hydrated() || !(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(
      'button[type=button],input[type=checkbox],input[type=radio]',
    );
    if (!control || (control as HTMLButtonElement).disabled) return;
    event.preventDefault();
    held.push(() => {
      if (control.isConnected) control.click();
    });
    start();
  };

  const onSubmit = (event: SubmitEvent) => {
    if (hydrated() || !(event.target instanceof HTMLFormElement)) return;
    const form = event.target;
    const submitter = event.submitter;
    // Nothing is sent by the browser itself: the page's handler sends it once it runs.
    event.preventDefault();
    start();
    if (!form.reportValidity()) return;
    held.push(() => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    });
  };

  document.addEventListener('input', onInput, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  // A touch is a pointer event too, in every browser that has `popover` (which the menu uses).
  for (const type of ['pointerdown', 'keydown']) {
    document.addEventListener(type, start, { capture: true, once: true, passive: true });
  }
  // Once the page has loaded and its largest paint has been reported: a picture's paint can come
  // frames after the load event (it decodes off the main thread), and a page's first frame can
  // come after it too. A page whose largest paint is text waits a moment (500 ms, which
  // e2e/contact.spec.ts's paused clock moves past) for a later picture.
  let loaded = false;
  let pictured = false;
  const afterPaint = () => {
    if (!loaded) return;
    if (pictured) requestAnimationFrame(() => setTimeout(start, 0));
    else setTimeout(start, 500);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    new PerformanceObserver((list) => {
      const latest = list.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined;
      if (!latest?.url || pictured) return;
      pictured = true;
      afterPaint();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    pictured = true;
  }
  const onLoad = () => {
    loaded = true;
    afterPaint();
  };
  if (document.readyState === 'complete') onLoad();
  else addEventListener('load', onLoad, { once: true });
}
