/**
 * A page's CSS in two parts: the rules its prerendered markup can use, which stay in the page,
 * and the rest, which the hydration gate adds once the page has hydrated.
 *
 * Every page carries the rules of all its stylesheets (the design system's, the root's, its
 * route's), about twice what its markup uses. Under slow 4G a response past TCP's first window
 * (ten packets) waits a whole round trip for its last bytes, and the page's paint with it, and the
 * unused rules were enough to push many pages past it (docs/performance.md's log, 2026-11-26).
 */
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';

/** The class names the page's markup uses, in any element's `class` attribute. */
export function markupClasses(html: string): Set<string> {
  const markup = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '');
  return new Set(
    [...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, list = '']) =>
      list.split(/\s+/).filter(Boolean),
    ),
  );
}

/**
 * The classes an element must have for the selector to match it, ancestors' included. Those
 * inside `:not()`, `:is()`, `:where()` or `:has()` are left out: a class there may be one of
 * several, or one the element must not have, so it decides nothing on its own. So is what an
 * attribute selector compares (`[href$=".pdf"]` names no class).
 */
export function requiredClasses(selector: string): string[] {
  // An escaped character could be part of a class's name: such a rule stays with the page.
  if (selector.includes('\\')) return [];
  let outside = '';
  let depth = 0;
  const plain = selector.replace(/"[^"]*"|'[^']*'/g, '').replace(/\[[^\]]*\]/g, '');
  for (const char of plain) {
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (depth === 0) outside += char;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name = '']) => name);
}

const usedBy = (rule: Rule, classes: ReadonlySet<string>) =>
  rule.selectors.some((selector) => requiredClasses(selector).every((name) => classes.has(name)));

/** At-rules whose rules apply to the page under a condition: their rules are split like any. */
const conditional = new Set(['media', 'supports', 'container', 'layer', 'scope']);

/**
 * Splits `css` into the rules an element with these classes can match (everything without a
 * class too: the theme's variables, fonts, keyframes, element styles) and the rules that need a
 * class no element has yet. Both keep the rules' order and their conditions; a conditional
 * block that ends up empty on one side is left out of it.
 */
export function splitCss(
  css: string,
  classes: ReadonlySet<string>,
): { readonly used: string; readonly unused: string } {
  const used = postcss.parse(css);
  const unused = used.clone();
  const prune = (keep: Container<ChildNode>, drop: Container<ChildNode>) => {
    // Both by position, read before either changes: the trees are clones of each other.
    const dropNodes = [...(drop.nodes ?? [])];
    [...(keep.nodes ?? [])].forEach((node, i) => {
      const twin = dropNodes[i]!;
      if (node.type === 'rule') {
        if (usedBy(node, classes)) twin.remove();
        else node.remove();
      } else if (node.type === 'atrule' && conditional.has(node.name.toLowerCase()) && node.nodes) {
        prune(node, twin as AtRule);
        if (node.nodes.length === 0) node.remove();
        if ((twin as AtRule).nodes?.length === 0) twin.remove();
      } else {
        // Fonts, keyframes, @property, comments: once, with the page.
        twin.remove();
      }
    });
  };
  prune(used, unused);
  return { used: used.toString(), unused: unused.toString() };
}

/**
 * The page's CSS, filled into `<style data-page-css>` by `inlineStylesheets`, cut to the rules
 * its markup can use; `unused` is the rest (empty if there is none).
 */
export function splitPageCss(html: string): { readonly html: string; readonly unused: string } {
  const slot = html.match(/(<style data-page-css="">)([\s\S]*?)(<\/style>)/);
  if (!slot) return { html, unused: '' };
  const { used, unused } = splitCss(slot[2] ?? '', markupClasses(html));
  return {
    html: html.replace(slot[0], () => `${slot[1]}${used}${slot[3]}`),
    unused: unused.trim(),
  };
}
