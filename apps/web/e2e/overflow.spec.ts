import { languages, pageRoutes, pathIn } from '@alento/content';
import type { Page } from '@playwright/test';
import { expect, oneWidth, test, waitForHydration } from './support.ts';

/**
 * A desktop, a small laptop, a tablet, a common phone, the narrowest phone we support. Widest
 * first: the pictures loaded for it serve every narrower width, where narrowest first would fetch
 * and decode larger ones at every step.
 */
const widths = [1280, 1024, 768, 390, 320] as const;

const paths = [...pageRoutes.map((route) => route.path), '/no/such/page'];

/**
 * Portuguese and Spanish run a fifth longer than English: every page of theirs is walked where
 * longer words have least room, the phone widths, and at the desktop width where the header first
 * holds the whole menu in a line, in both faces.
 */
const translatedPaths = languages
  .filter((language) => language.prefix)
  .flatMap((language) => paths.map((path) => pathIn(language, path)));
const translatedWidths = [1280, 390, 320] as const;

interface Finding {
  readonly problem: string;
  readonly path: string;
  readonly text: string;
}

/**
 * Runs in the page: whether it scrolls sideways, and every piece of text wider than a box it sits
 * in. Self-contained, since Playwright sends its source to the browser.
 */
function findOverflow(): Finding[] {
  const tolerance = 1;
  const viewport = document.documentElement.clientWidth;
  const findings: Finding[] = [];
  // Each element is measured once: the walks below ask for the same ancestors again and again.
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) styles.set(element, (style = getComputedStyle(element)));
    return style;
  };
  const boxes = new Map<Element, DOMRect>();
  const boxOf = (element: Element) => {
    let box = boxes.get(element);
    if (!box) boxes.set(element, (box = element.getBoundingClientRect()));
    return box;
  };

  const describe = (element: Element): string => {
    const steps: string[] = [];
    for (let node: Element | null = element; node && steps.length < 6; node = node.parentElement) {
      if (node === document.body) break;
      let step = node.localName;
      if (node.id) {
        steps.unshift(`${step}#${node.id}`);
        break;
      }
      const parent = node.parentElement;
      const sameTag = parent ? [...parent.children].filter((c) => c.localName === step) : [];
      if (sameTag.length > 1) step += `:nth-of-type(${sameTag.indexOf(node) + 1})`;
      steps.unshift(step);
    }
    return steps.join(' > ');
  };

  const textOf = (element: Element) =>
    (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);

  const ownText = (element: Element) =>
    [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );

  // Text clipped to a pixel on purpose, for screen readers only.
  const visuallyHidden = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = styleOf(node);
      if (style.clipPath.startsWith('inset(50%') || style.clip.startsWith('rect(0')) return true;
      const box = boxOf(node);
      if (box.width <= 1 && box.height <= 1 && style.overflow !== 'visible') return true;
    }
    return false;
  };

  const scrolls = (value: string) => value === 'auto' || value === 'scroll';
  const clips = (value: string) => value === 'hidden' || value === 'clip';

  interface Placement {
    /** What must fit: the element's box or, inside boxes that scroll, the outermost of them. */
    readonly reach: { left: number; right: number; top: number; bottom: number };
    /** The ancestor that cuts part of it off, if any. */
    readonly cutBy: Element | null;
    /** Wholly outside a clipping ancestor: hidden on purpose (a slide off stage). */
    readonly hidden: boolean;
  }

  // Inside a box that scrolls, the rest is a scroll away: from there on, that box must fit.
  const placement = (element: Element): Placement => {
    const own = boxOf(element);
    let reach = { left: own.left, right: own.right, top: own.top, bottom: own.bottom };
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      const style = styleOf(ancestor);
      if (scrolls(style.overflowX) || scrolls(style.overflowY)) {
        reach = boxOf(ancestor);
        continue;
      }
      const clipsX = clips(style.overflowX);
      const clipsY = clips(style.overflowY);
      if (!clipsX && !clipsY) continue;
      const outer = boxOf(ancestor);
      const left = outer.left + ancestor.clientLeft;
      const top = outer.top + ancestor.clientTop;
      const right = left + ancestor.clientWidth;
      const bottom = top + ancestor.clientHeight;
      const outsideX = reach.right <= left || reach.left >= right;
      const outsideY = reach.bottom <= top || reach.top >= bottom;
      if ((clipsX && outsideX) || (clipsY && outsideY)) return { reach, cutBy: null, hidden: true };
      const pastX = clipsX && (reach.left < left - tolerance || reach.right > right + tolerance);
      const pastY = clipsY && (reach.top < top - tolerance || reach.bottom > bottom + tolerance);
      if (pastX || pastY) return { reach, cutBy: ancestor, hidden: false };
    }
    return { reach, cutBy: null, hidden: false };
  };

  // An element laid out in its parent's flow, past the parent's padding box: a grid or flex
  // track too narrow for it, or a word too long for the line. Positioned, floated and
  // negatively margined elements are placed outside on purpose.
  const sticksOut = (element: Element, style: CSSStyleDeclaration) => {
    const parent = element.parentElement;
    if (!parent || parent === document.body) return false;
    if (style.position === 'absolute' || style.position === 'fixed' || style.float !== 'none') {
      return false;
    }
    if (parseFloat(style.marginLeft) < 0 || parseFloat(style.marginRight) < 0) return false;
    const parentStyle = styleOf(parent);
    if (parentStyle.display === 'inline' || parentStyle.display === 'contents') return false;
    const box = boxOf(element);
    const left = boxOf(parent).left + parent.clientLeft;
    const right = left + parent.clientWidth;
    return box.left < left - tolerance || box.right > right + tolerance;
  };

  const pastViewport = ({ reach }: Placement) =>
    reach.right > viewport + tolerance || reach.left < -tolerance;

  // (a) The page itself scrolls sideways: name the widest elements past the edge.
  if (document.documentElement.scrollWidth > window.innerWidth) {
    const wide = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, place: placement(element) }))
      .filter(({ place }) => !place.hidden && !place.cutBy && pastViewport(place))
      .sort((a, b) => b.place.reach.right - a.place.reach.right)
      .slice(0, 5);
    findings.push({
      problem: `the page is ${document.documentElement.scrollWidth} px wide`,
      path: wide
        .map(({ element, place }) => `${describe(element)} (to ${Math.round(place.reach.right)})`)
        .join(', '),
      text: wide[0] ? textOf(wide[0].element) : '',
    });
  }

  for (const element of document.body.querySelectorAll('*')) {
    if (!ownText(element) || visuallyHidden(element)) continue;
    const box = boxOf(element);
    if (box.width === 0 && box.height === 0) continue;
    const style = styleOf(element);
    const place = placement(element);
    if (place.hidden) continue;

    let problem = '';
    // (b) Its own text is wider than the element, and nothing lets a guest scroll to the rest.
    if (
      style.display !== 'inline' &&
      !scrolls(style.overflowX) &&
      element.scrollWidth > element.clientWidth + tolerance
    ) {
      problem = `text ${element.scrollWidth} px wide in a box of ${element.clientWidth} px`;
    } else if (sticksOut(element, style)) {
      // (c) It sticks out of the box it sits in, though nothing cuts it off…
      const parent = element.parentElement!;
      problem = `${Math.round(box.width)} px wide, sticks out of ${describe(parent)} (${parent.clientWidth} px)`;
    } else if (place.cutBy) {
      // …reaches partly past an ancestor that cuts it off…
      const { reach, cutBy } = place;
      problem = `cut off by ${describe(cutBy)} (${Math.round(reach.right - reach.left)}×${Math.round(reach.bottom - reach.top)} px in ${cutBy.clientWidth}×${cutBy.clientHeight} px)`;
    } else if (pastViewport(place)) {
      // …or past the viewport.
      problem = `reaches ${Math.round(place.reach.left)}–${Math.round(place.reach.right)} px, past the ${viewport} px viewport`;
    }
    if (problem) findings.push({ problem, path: describe(element), text: textOf(element) });
  }
  return findings;
}

/**
 * Waits two frames: the new width is laid out, and so is what scripts change in answer to it
 * (resize observers, media query listeners).
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/**
 * Runs in the page: lays it out again in the web fonts. Their own faces gave up waiting (their
 * files were refused), so each is added anew, loaded, in its place; the page then renders in
 * them for certain, where a reload would still race the optional faces' short wait.
 */
async function useWebFonts(): Promise<void> {
  const rules = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
    .filter((rule) => rule.style.getPropertyValue('src').includes('url('));
  const faces = rules.map(
    ({ style }) =>
      new FontFace(
        style.getPropertyValue('font-family').replace(/^["']|["']$/g, ''),
        style.getPropertyValue('src'),
        {
          weight: style.getPropertyValue('font-weight') || 'normal',
          style: style.getPropertyValue('font-style') || 'normal',
          unicodeRange: style.getPropertyValue('unicode-range') || 'U+0-10FFFF',
          display: 'block',
        },
      ),
  );
  await Promise.all(faces.map((face) => face.load()));
  for (const face of faces) document.fonts.add(face);
  await document.fonts.ready;
}

/** Walks the widths on the page as loaded, naming every finding with the route, width and face. */
async function walkWidths(
  page: Page,
  path: string,
  faces: string,
  at: readonly number[] = widths,
): Promise<string[]> {
  const found: string[] = [];
  for (const width of at) {
    await page.setViewportSize({ width, height: 800 });
    await settle(page);
    for (const { problem, path: where, text } of await page.evaluate(findOverflow)) {
      found.push(`${path} @ ${width} (${faces}): ${problem} — ${where} — “${text}”`);
    }
  }
  return found;
}

/**
 * Every overflow of a page at each width: first in the local fallback faces, as a first visit may
 * paint them (font-display: optional) and keep them for the page's life, then in the web fonts,
 * as a returning guest sees it. Widest width first.
 */
async function overflowsOf(page: Page, path: string, at: readonly number[]): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: at[0] ?? widths[0], height: 800 });
  const fonts = '**/*.woff2';
  await page.route(fonts, (route) => route.abort());
  await page.goto(path);
  await waitForHydration(page);
  // What a disclosure holds must fit once a guest opens it; closed, it is laid out all the same
  // when measured, wherever it would fall.
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
  const found = await walkWidths(page, path, 'fallback faces', at);
  await page.unroute(fonts);
  await page.evaluate(useWebFonts);
  found.push(...(await walkWidths(page, path, 'web fonts', at)));
  return found;
}

for (const [name, list, at] of [
  ['no text overflows its box', paths, widths],
  ['no translated text overflows its box', translatedPaths, translatedWidths],
] as const) {
  test.describe(name, () => {
    for (const path of list) {
      test(`${path} at ${at.join(', ')} px`, oneWidth, async ({ page }) => {
        expect(await overflowsOf(page, path, at)).toEqual([]);
      });
    }
  });
}
