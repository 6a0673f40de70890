/**
 * Lays out `html` as a browser parses it, here inside a container on the test page: cut short, its
 * open elements close themselves, as when a slow link has brought only part of a page. Returns
 * what `read` finds, and takes the markup away again.
 */
export function parsedInPart<T>(html: string, read: (container: HTMLElement) => T): T {
  const container = document.body.appendChild(document.createElement('div'));
  try {
    container.innerHTML = html;
    return read(container);
  } finally {
    container.remove();
  }
}

/** The markup as far as the end of the `nth` (0-based) occurrence of `text`. */
export function upTo(html: string, text: string, nth = 0): string {
  let at = -1;
  for (let seen = 0; seen <= nth; seen += 1) {
    at = html.indexOf(text, at + 1);
    if (at < 0) throw new Error(`"${text}" occurs ${seen} times, not ${nth + 1}`);
  }
  return html.slice(0, at + text.length);
}
