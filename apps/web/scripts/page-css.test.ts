import { describe, expect, it } from 'vitest';
import { markupClasses, requiredClasses, splitCss, splitPageCss } from './page-css.ts';

describe('the classes a page uses', () => {
  it('reads every class attribute, not the classes its CSS names', () => {
    const html =
      '<html class="theme"><head><style data-page-css="">.unused{color:red}</style></head>' +
      '<body><p class="a  b">x</p><span class="c">y</span><template><i class="d"></i></template></body></html>';
    expect([...markupClasses(html)].sort()).toEqual(['a', 'b', 'c', 'd', 'theme']);
  });

  it('takes a selector’s classes outside :not(), :is(), :where() and :has()', () => {
    expect(requiredClasses('.a .b > .c:hover')).toEqual(['a', 'b', 'c']);
    expect(requiredClasses('.a:not(.b)[data-state=open]')).toEqual(['a']);
    expect(requiredClasses(':is(.a, .b) .c')).toEqual(['c']);
    expect(requiredClasses('.a:has(.b:not(.c))')).toEqual(['a']);
    expect(requiredClasses('[data-tone=inverse] ._1r4vwoo2')).toEqual(['_1r4vwoo2']);
    expect(requiredClasses('a[href$=".pdf"]')).toEqual([]);
    expect(requiredClasses('.sm\\:flex')).toEqual([]);
  });
});

describe('splitting a page’s CSS', () => {
  const classes = new Set(['used', 'also']);

  it('keeps the rules the markup can match and defers those needing a class it does not have', () => {
    const { used, unused } = splitCss(
      '.used{color:red}.later{color:blue}.used .later{margin:0}.also:hover{color:green}',
      classes,
    );
    expect(used).toBe('.used{color:red}.also:hover{color:green}');
    expect(unused).toBe('.later{color:blue}.used .later{margin:0}');
  });

  it('keeps a rule any of whose selectors can match, and every rule without a class', () => {
    const { used, unused } = splitCss(
      ':root{--x:1}body{margin:0}.later,.used{padding:0}[data-state=open]{display:block}',
      classes,
    );
    expect(used).toBe(
      ':root{--x:1}body{margin:0}.later,.used{padding:0}[data-state=open]{display:block}',
    );
    expect(unused).toBe('');
  });

  it('splits inside a condition, keeping it on both sides, and drops a side it leaves empty', () => {
    const { used, unused } = splitCss(
      '@media (min-width:40em){.used{gap:1rem}.later{gap:2rem}}@supports (display:grid){.later{display:grid}}',
      classes,
    );
    expect(used).toBe('@media (min-width:40em){.used{gap:1rem}}');
    expect(unused).toBe(
      '@media (min-width:40em){.later{gap:2rem}}@supports (display:grid){.later{display:grid}}',
    );
  });

  it('keeps fonts, keyframes and properties with the page, once', () => {
    const css =
      '@font-face{font-family:F;src:url(/f.woff2)}@keyframes fade{from{opacity:0}}.later{animation:fade 1s}';
    const { used, unused } = splitCss(css, classes);
    expect(used).toBe(
      '@font-face{font-family:F;src:url(/f.woff2)}@keyframes fade{from{opacity:0}}',
    );
    expect(unused).toBe('.later{animation:fade 1s}');
  });

  it('cuts the page’s own CSS element to what its markup uses and returns the rest', () => {
    const html =
      '<html><head><style data-page-css="">.used{color:red}.later{color:blue}</style></head>' +
      '<body><p class="used">x</p></body></html>';
    const { html: cut, unused } = splitPageCss(html);
    expect(cut).toBe(
      '<html><head><style data-page-css="">.used{color:red}</style></head><body><p class="used">x</p></body></html>',
    );
    expect(unused).toBe('.later{color:blue}');
  });

  it('leaves a page without the page-CSS element alone', () => {
    const html = '<html><head><style>.a{}</style></head><body></body></html>';
    expect(splitPageCss(html)).toEqual({ html, unused: '' });
  });
});
