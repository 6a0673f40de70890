import { languages, pageRoutes, pathIn } from '@alento/content';
import { expect, oneWidth, test } from './support.ts';

/**
 * Chromium paints a page whose HTML has arrived only in part, and on a slow phone its parser stops
 * to paint wherever it likes. Whatever is on the first screen must then stay where it is as the
 * rest arrives. These tests stand in for every stop at once: the prerendered page, without its
 * scripts, is cut before each element of its first screen in turn (the element and all that
 * follows it taken out, its ancestors left open, as the parser leaves them), and every element
 * still shown must stand where the whole page puts it. The slow-link tests (`spa.spec.ts`,
 * `hero.spec.ts`) pause the real HTML at a few of these places and watch the layout shifts.
 */
test.use({ javaScriptEnabled: false });

/** What the page shows cut before each element of its first screen that the whole page moves. */
function movesWhileArriving(): string[] {
  const elements = [...document.body.querySelectorAll('*')];
  const describe = (element: Element) =>
    element.tagName.toLowerCase() +
    (element.getAttribute('aria-label')
      ? `[aria-label="${element.getAttribute('aria-label')}"]`
      : '') +
    (element.textContent?.trim() ? ` "${element.textContent.trim().slice(0, 24)}"` : '');
  const place = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return { x: Math.round(rect.x), y: Math.round(rect.y) };
  };
  /** Whether any of the element is painted on the first screen (inside every clipping box). */
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible' || style.opacity === '0') return false;
    const rect = element.getBoundingClientRect();
    // Text for screen readers only, clipped to nothing.
    if (rect.width <= 1 && rect.height <= 1) return false;
    let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom];
    for (let box = element.parentElement; box; box = box.parentElement) {
      const boxStyle = getComputedStyle(box);
      if (boxStyle.overflowX === 'visible' && boxStyle.overflowY === 'visible') continue;
      const clip = box.getBoundingClientRect();
      [left, top] = [Math.max(left, clip.left), Math.max(top, clip.top)];
      [right, bottom] = [Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
    }
    [left, top] = [Math.max(left, 0), Math.max(top, 0)];
    [right, bottom] = [Math.min(right, innerWidth), Math.min(bottom, innerHeight)];
    return right > left && bottom > top;
  };
  const whole = elements.map(place);
  const moves = new Map<Element, string>();
  // Last cut first: each earlier cut takes out more of the page, never less, so the page is only
  // ever shortened until every cut is made, then put back once. Each element is reported at the
  // latest cut that moves it, the nearest to it.
  const taken: { parent: Node; node: Node }[][] = [];
  for (let index = elements.length - 1; index >= 0; index -= 1) {
    const cut = elements[index]!;
    if (whole[index]!.y >= innerHeight) continue;
    // Take out the element and all that follows it: its own later siblings, then its ancestors'.
    const removed: { parent: Node; node: Node }[] = [];
    for (let node: Node = cut; node !== document.body;) {
      const parent = node.parentNode!;
      for (let next: Node | null = node === cut ? node : node.nextSibling; next;) {
        const following: Node | null = next.nextSibling;
        removed.push({ parent, node: parent.removeChild(next) });
        next = following;
      }
      node = parent;
    }
    taken.push(removed);
    for (let before = 0; before < index; before += 1) {
      const element = elements[before]!;
      if (moves.has(element)) continue;
      // Where it stands is one read of the layout; whether it is shown reads its ancestors'
      // styles, so it is asked only of an element that moved.
      const now = place(element);
      const then = whole[before]!;
      if (Math.abs(now.x - then.x) <= 1 && Math.abs(now.y - then.y) <= 1) continue;
      if (shown(element)) {
        moves.set(
          element,
          `${describe(element)} at ${now.x},${now.y} → ${then.x},${then.y} (cut before ${describe(cut)})`,
        );
      }
    }
  }
  // Put back as taken, the cuts in reverse: the first cut made took out the end of the page.
  for (const removed of taken.reverse()) {
    for (const { parent, node } of removed) parent.appendChild(node);
  }
  return [...moves.values()];
}

const english = pageRoutes.map((route) => route.path);
const translated = languages
  .filter((language) => language.prefix)
  .flatMap((language) => ['/home', '/spa', '/contact'].map((path) => pathIn(language, path)));

for (const path of [...english, ...translated]) {
  test(`${path}: nothing on the first screen moves as its HTML arrives`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(movesWhileArriving)).toEqual([]);
  });
}

test(
  'the check names what a later element moves, and leaves the page as it was',
  oneWidth,
  async ({ page }) => {
    // A centred row: each link moves when the ones after it have not arrived. A fixed row does not.
    await page.setContent(`
    <nav style="display: flex; justify-content: center; gap: 8px">
      <a href="#a">Spa</a><a href="#b">Dining</a><a href="#c">Stays</a>
    </nav>
    <p style="margin: 0; width: 20rem">Still</p><p style="margin: 0; width: 20rem">Fixed</p>`);
    const before = await page.evaluate(() => document.body.innerHTML);
    const moves = await page.evaluate(movesWhileArriving);
    expect(moves.map((move) => move.slice(0, move.indexOf(' at '))).sort()).toEqual([
      'a "Dining"',
      'a "Spa"',
    ]);
    expect(await page.evaluate(() => document.body.innerHTML)).toBe(before);
  },
);
