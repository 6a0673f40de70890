import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The Portuguese and Spanish glossaries ask for a no-break space between a figure and a unit
 * symbol ("45–60 °C"), so a line never ends between them. Any other space there (a plain one,
 * a tab) is a slip of the keyboard that no one sees until a narrow screen breaks the line.
 */
const unitSymbols = ['°C', '°F', 'ºC', 'km', 'kg', 'cm', 'mm', 'm²', 'ha'];
// After a figure or a placeholder ({max}); "se ha" is a verb, not hectares.
const breakingSpaceBeforeUnit = new RegExp(
  `(?<=[\\d}])[ \\t](?:${unitSymbols.join('|')})(?![\\p{L}\\d])`,
  'u',
);

const dataDir = fileURLToPath(new URL('../data/', import.meta.url));
const files = readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.(pt-PT|es-ES)\.json$/.test(file),
);

/** Every string in a record, with the path to it, such as `groups[1].rules[0].text`. */
function* strings(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      yield* strings(item, path ? `${path}.${key}` : key);
  }
}

describe('a unit symbol in Portuguese and Spanish', () => {
  it('reads every Portuguese and Spanish data file', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('is never after a space a line can break at, in any string of the data', () => {
    const found = files.flatMap((file) =>
      [...strings(JSON.parse(readFileSync(`${dataDir}${file}`, 'utf8')))]
        .filter(([, text]) => breakingSpaceBeforeUnit.test(text))
        .map(([path, text]) => `${file}: ${path}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('is told apart: a no-break space passes, a plain one does not', () => {
    expect(breakingSpaceBeforeUnit.test('de 45 a 60\u00a0°C')).toBe(false);
    expect(breakingSpaceBeforeUnit.test('de 45 a 60 °C')).toBe(true);
    expect(breakingSpaceBeforeUnit.test('{min} a {max} °C')).toBe(true);
    expect(breakingSpaceBeforeUnit.test('a 3 km da aldeia')).toBe(true);
    expect(breakingSpaceBeforeUnit.test('la sauna se ha calentado')).toBe(false);
  });
});
