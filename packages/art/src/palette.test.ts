import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { palette } from './palette.ts';

const packageDir = fileURLToPath(new URL('../', import.meta.url));
/** A colour written out: `#` and six or three hex digits, ending there. */
const hexColour = /#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/gi;

/** Every TypeScript source of the package, by path from the package folder. */
function sources(): string[] {
  return ['src', 'scripts'].flatMap((dir) =>
    readdirSync(join(packageDir, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => join(dir, file)),
  );
}

describe('palette', () => {
  it('is the only source that writes a colour: every other file names one', () => {
    const files = sources().filter((file) => file !== join('src', 'palette.ts'));
    expect(files).toContain(join('src', 'elements.ts'));
    const written = files.flatMap((file) =>
      (readFileSync(join(packageDir, file), 'utf8').match(hexColour) ?? []).map(
        (hex) => `${file}: ${hex}`,
      ),
    );
    expect(written).toEqual([]);
  });

  it('names each colour once, so a colour used in several pictures is one entry', () => {
    const byValue = new Map<string, string[]>();
    for (const [name, value] of Object.entries(palette))
      byValue.set(value, [...(byValue.get(value) ?? []), name]);
    const repeated = [...byValue.values()].filter((names) => names.length > 1);
    expect(repeated).toEqual([]);
  });
});
