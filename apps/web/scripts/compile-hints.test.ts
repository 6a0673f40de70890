import { describe, expect, it } from 'vitest';
import { withCompileHint } from './compile-hints.ts';

describe('withCompileHint', () => {
  it('puts V8’s compile hint on the first line, before the code', () => {
    const code = 'const a=()=>1;export{a};';
    expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
  });

  it('never adds the hint twice', () => {
    const hinted = withCompileHint('export{};');
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});
