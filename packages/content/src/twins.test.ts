import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { languages } from './languages.ts';

/**
 * Every module with words has a twin per language beside it (`pages/spa.pt-PT.ts`), and each
 * twin is the English module with other words: the same exports, the same records, the same
 * lengths of lists, the same numbers, flags, ids, links and picture keys.
 */

const srcDir = fileURLToPath(new URL('.', import.meta.url));
const translated = languages.filter((language) => language.prefix);
const twinSuffix = new RegExp(`\\.(${translated.map((l) => l.locale).join('|')})\\.ts$`);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

const files = walk(srcDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
const twins = files.filter((file) => twinSuffix.test(file));
const originals = [...new Set(twins.map((file) => file.replace(twinSuffix, '.ts')))].sort();
const twinOf = (original: string, locale: string) => original.replace(/\.ts$/, `.${locale}.ts`);
const name = (file: string) => relative(srcDir, file);

/** Strings that are not words: they must be the same in every language. */
const identityKey =
  /^(id|ids|key|keys|href|to|icon|slug|family|image|images|media|photo|photos|hero|background|zone|tab|tone|variant|layout|path|category|categories|guidance|mode|format|field|name_)$|(Id|Ids|Key|Href|Image|Media|Icon|Path)$/;
const identityValue = /^(\/|#|https?:|mailto:|tel:)/;

/** A link without the words it carries (a chat's prefilled text, an e-mail's subject and body). */
const withoutWords = (link: string) => link.replace(/([?&](text|body|subject)=)[^&#]*/g, '$1');

/** Where a translation differs from its English record in anything but words. */
function differences(en: unknown, other: unknown, path: string, out: string[], seen = new Set()) {
  if (typeof en !== typeof other || Array.isArray(en) !== Array.isArray(other)) {
    out.push(`${path}: ${typeof en} in English, ${typeof other} here`);
    return;
  }
  if (typeof en === 'string') {
    const key = path.split('.').pop() ?? '';
    if (
      (identityKey.test(key.replace(/\[\d+\]$/, '')) || identityValue.test(en)) &&
      withoutWords(en) !== withoutWords(String(other))
    )
      out.push(`${path}: "${en}" must stay "${en}", is "${String(other)}"`);
    return;
  }
  if (typeof en === 'number' || typeof en === 'boolean' || en === null || en === undefined) {
    if (en !== other) out.push(`${path}: ${String(en)} in English, ${String(other)} here`);
    return;
  }
  if (typeof en === 'function' || typeof en !== 'object' || seen.has(en)) return;
  seen.add(en);
  if (Array.isArray(en)) {
    const list = other as unknown[];
    if (en.length !== list.length)
      out.push(`${path}: ${en.length} items in English, ${list.length} here`);
    en.forEach((item, index) => differences(item, list[index], `${path}[${index}]`, out, seen));
    return;
  }
  const record = other as Record<string, unknown>;
  const enKeys = Object.keys(en).sort();
  const keys = Object.keys(record).sort();
  if (enKeys.join() !== keys.join())
    out.push(`${path}: fields ${enKeys.join(', ')} in English, ${keys.join(', ')} here`);
  for (const key of enKeys)
    differences((en as Record<string, unknown>)[key], record[key], `${path}.${key}`, out, seen);
}

/** The modules a file imports at run time (type-only imports are erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map(
    (match) => join(file, '..', match[1] ?? ''),
  );
}

describe('language twins', () => {
  it('exist for words modules', () => {
    expect(originals.length).toBeGreaterThan(0);
  });

  for (const original of originals) {
    describe(name(original), () => {
      for (const { locale } of translated) {
        const twin = twinOf(original, locale);

        it(`has a ${locale} twin with the same exports and records, other words`, async () => {
          expect(files, `${name(twin)} is missing`).toContain(twin);
          const en = (await import(original)) as Record<string, unknown>;
          const other = (await import(twin)) as Record<string, unknown>;
          expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
          const out: string[] = [];
          for (const key of Object.keys(en)) differences(en[key], other[key], key, out);
          expect(out).toEqual([]);
        });

        it(`${locale}: reads other words modules only through their ${locale} twins`, () => {
          if (!files.includes(twin)) return;
          const wrong = runtimeImports(twin).filter(
            (path) =>
              originals.includes(path) ||
              (twinSuffix.test(path) && !path.endsWith(`.${locale}.ts`)),
          );
          expect(wrong.map(name)).toEqual([]);
        });
      }
    });
  }
});
