/**
 * The content's commands, from the repository's root:
 *   pnpm content:export --lang pt-PT [--changed] [--out FILE]   an XLIFF 2.0 file for translators
 *   pnpm content:import FILE                                     their translations, checked
 *   pnpm content:status [--lang pt-PT]                           what needs a translator
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkAllData, DataFileError } from '../src/data/index.ts';
import { targetLocales, translationUnits } from '../src/data/translations.ts';
import { exportXliff, importXliff } from '../src/data/xliff.ts';

const [command, ...rest] = process.argv.slice(2);
// pnpm runs a script in the package's folder; a path a person types is from where they typed it.
const here = process.env.INIT_CWD ?? process.cwd();

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

try {
  if (command === 'export') {
    const { values } = parseArgs({
      args: rest,
      options: {
        lang: { type: 'string' },
        out: { type: 'string' },
        changed: { type: 'boolean', default: false },
      },
    });
    if (!values.lang) fail(`Name the language: --lang ${targetLocales.join(' or --lang ')}`);
    const problems = checkAllData();
    if (problems.length > 0)
      fail(`The content's data files need mending first:\n${problems.join('\n')}`);
    const out = resolve(here, values.out ?? `alento.${values.lang}.xlf`);
    writeFileSync(out, exportXliff(values.lang, { changedOnly: values.changed }));
    const units = translationUnits(values.lang);
    const review = units.filter((unit) => unit.needsReview).length;
    console.log(
      `Wrote ${out}: ${values.changed ? review : units.length} strings, ${review} of them to translate or review.`,
    );
  } else if (command === 'import') {
    const [file] = rest;
    if (!file) fail('Name the XLIFF file: pnpm content:import alento.pt-PT.xlf');
    const result = importXliff(readFileSync(resolve(here, file), 'utf8'));
    console.log(
      `Imported ${result.written} strings into ${result.locale}; ${result.reviewed} newly translated or reviewed.`,
    );
  } else if (command === 'status') {
    const { values } = parseArgs({ args: rest, options: { lang: { type: 'string' } } });
    for (const locale of values.lang ? [values.lang] : targetLocales) {
      const units = translationUnits(locale);
      const waiting = units.filter((unit) => unit.needsReview);
      console.log(
        `${locale}: ${units.length - waiting.length} of ${units.length} strings translated from the current English${waiting.length ? `; ${waiting.length} need review:` : '.'}`,
      );
      for (const unit of waiting)
        console.log(
          `  ${unit.file.name} ${unit.place}: "${unit.source}"${unit.translatedFrom === undefined ? ' (never translated)' : ` (was "${unit.translatedFrom}")`}`,
        );
    }
  } else {
    fail('Use: content export --lang <locale> | content import <file> | content status');
  }
} catch (error) {
  if (error instanceof DataFileError) fail(`Nothing was written:\n${error.problems.join('\n')}`);
  throw error;
}
