import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { readmeExampleErrors } from '../../../.config/readme-example.ts';

test("the README's first example compiles against the package", () => {
  const packageDir = fileURLToPath(new URL('..', import.meta.url));
  expect(readmeExampleErrors(packageDir, 'ts')).toEqual([]);
}, 120_000);
