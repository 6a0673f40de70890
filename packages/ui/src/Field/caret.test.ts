import { describe, expect, it } from 'vitest';
import { caretAfterTransform } from './caret.ts';

describe('caretAfterTransform', () => {
  it('keeps the caret when nothing changed', () => {
    expect(caretAfterTransform('hello', 2, 'hello')).toBe(2);
  });

  it('stays before the untouched text when a character typed mid-text is removed', () => {
    // "ab|cd" + "<" typed → "ab<|cd", cleaned to "abcd": the caret belongs between b and c.
    expect(caretAfterTransform('ab<cd', 3, 'abcd')).toBe(2);
  });

  it('stays at the end when typing at the end', () => {
    expect(caretAfterTransform('abc>', 4, 'abc')).toBe(3);
  });

  it('follows text that grew before the caret', () => {
    expect(caretAfterTransform('a b', 2, 'a  b')).toBe(3);
  });

  it('moves back by what was removed when the text after the caret changed too', () => {
    expect(caretAfterTransform('xjavascript:ab', 12, 'xab')).toBe(1);
  });

  it('never leaves the bounds of the new value', () => {
    expect(caretAfterTransform('abcdef', 6, '')).toBe(0);
    expect(caretAfterTransform('abcdef', 1, 'zzz')).toBeGreaterThanOrEqual(0);
    expect(caretAfterTransform('abcdef', 1, 'zzz')).toBeLessThanOrEqual(3);
  });
});
