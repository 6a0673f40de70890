import { describe, expect, it } from 'vitest';
import { idPart, tabA11y, tabIndexAfterKey } from './tabA11y.ts';

describe('tabA11y', () => {
  it('wires the active tab to its visible panel and makes it the tab stop', () => {
    const { tab, panel } = tabA11y({ baseId: 't', value: 'about', activeValue: 'about' });
    expect(tab).toEqual({
      id: 't-tab-about',
      role: 'tab',
      'aria-selected': true,
      'aria-controls': 't-panel-about',
      tabIndex: 0,
      'data-state': 'active',
    });
    expect(panel).toEqual({
      id: 't-panel-about',
      role: 'tabpanel',
      'aria-labelledby': 't-tab-about',
      tabIndex: 0,
      hidden: false,
      'data-state': 'active',
    });
  });

  it('takes an inactive tab out of the tab order and hides its panel', () => {
    const { tab, panel } = tabA11y({ baseId: 't', value: 'results', activeValue: 'about' });
    expect(tab['aria-selected']).toBe(false);
    expect(tab.tabIndex).toBe(-1);
    expect(tab['data-state']).toBe('inactive');
    expect(panel.hidden).toBe(true);
    expect(panel['data-state']).toBe('inactive');
  });

  it('makes ids from any value without two values sharing one', () => {
    expect(idPart('about-us_2')).toBe('about-us_2');
    expect(idPart('a b')).not.toBe(idPart('a-b'));
    expect(idPart('a b')).not.toMatch(/\s/);
    expect(idPart('café')).toBe('caf_e9');
  });
});

describe('tabIndexAfterKey', () => {
  const all = [true, true, true];

  it('moves right and left, wrapping at the ends', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, all)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 2, all)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, all)).toBe(2);
    expect(tabIndexAfterKey('ArrowLeft', 2, all)).toBe(1);
  });

  it('goes to the first and last tab with Home and End', () => {
    expect(tabIndexAfterKey('Home', 2, all)).toBe(0);
    expect(tabIndexAfterKey('End', 0, all)).toBe(2);
  });

  it('passes over disabled tabs', () => {
    const middleOff = [true, false, true];
    expect(tabIndexAfterKey('ArrowRight', 0, middleOff)).toBe(2);
    expect(tabIndexAfterKey('ArrowLeft', 2, middleOff)).toBe(0);
    expect(tabIndexAfterKey('Home', 2, [false, true, true])).toBe(1);
    expect(tabIndexAfterKey('End', 0, [true, true, false])).toBe(1);
  });

  it('uses up and down for vertical lists only', () => {
    expect(tabIndexAfterKey('ArrowDown', 0, all)).toBeUndefined();
    expect(tabIndexAfterKey('ArrowDown', 0, all, 'vertical')).toBe(1);
    expect(tabIndexAfterKey('ArrowUp', 0, all, 'vertical')).toBe(2);
    expect(tabIndexAfterKey('ArrowRight', 0, all, 'vertical')).toBeUndefined();
  });

  it('ignores other keys and lists with nothing to reach', () => {
    expect(tabIndexAfterKey('Enter', 0, all)).toBeUndefined();
    expect(tabIndexAfterKey('ArrowRight', 0, [])).toBeUndefined();
    expect(tabIndexAfterKey('ArrowRight', 0, [false, false])).toBeUndefined();
  });
});
