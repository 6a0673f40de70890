/**
 * The body of a worker the hydration gate starts while the page's modules download: it makes a
 * number, plural, date and list formatter in the language it is sent, answers, and closes.
 *
 * The first formatter a page makes loads the browser's locale data, a task of its own on the main
 * thread (long on a slow phone, most of it the first number formatter's). Chromium keeps
 * that data for the whole renderer process, so once a worker of the page has made its formatters
 * the page's own take a few milliseconds in all on a slow phone, and the main thread never
 * carries the load. Where no worker can start, the page's modules load it themselves.
 *
 * The build writes it, minified from its own source text, as one file every page shares
 * (`postbuild.ts`), so it must not refer to anything outside itself.
 */
export function intlWorker(): void {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<unknown>) => void) | null;
    postMessage(message: null): void;
    close(): void;
  };
  scope.onmessage = (event) => {
    const lang = typeof event.data === 'string' && event.data ? event.data : undefined;
    try {
      new Intl.NumberFormat(lang).format(1);
      new Intl.PluralRules(lang).select(1);
      new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' }).format(0);
      new Intl.ListFormat(lang).format([]);
    } catch {
      // A language the browser cannot format in: the page makes its own formatters, as without.
    }
    scope.postMessage(null);
    scope.close();
  };
}
