import { languages } from '@alento/content';
import { describe, expect, it } from 'vitest';
import { buildTimeTables, tableModuleCode, tableModules } from '../language/build-time-tables.ts';
import { readTableModule } from '../language/build-time-tables.ts';

/** The module the plugin serves for a file, evaluated as the bundler would. */
async function served(locale: string, file: string): Promise<Record<string, unknown>> {
  const load = buildTimeTables(locale).load as (id: string) => Promise<string> | null;
  const code = await load(file);
  if (code === null) throw new Error(`not served: ${file}`);
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<
    string,
    unknown
  >;
}

describe('the build-time tables plugin', () => {
  it('serves each table module as the values it computes, in every language', async () => {
    for (const file of tableModules) {
      for (const { locale } of languages) {
        const computed = await readTableModule(file, locale);
        expect({ ...(await served(locale, file)) }, `${file} in ${locale}`).toEqual({
          ...computed,
        });
      }
    }
  });

  it('serves the stations named in the language being built', async () => {
    const [file = ''] = tableModules;
    const name = async (locale: string) =>
      ((await served(locale, file)).circuitStations as { id: string; name: string }[]).find(
        (station) => station.id === 'tea-house',
      )?.name;
    expect(await name('en-GB')).toBe('Traditional Tea House');
    expect(await name('pt-PT')).not.toBe(await name('en-GB'));
    expect(await name('es-ES')).not.toBe(await name('pt-PT'));
  });

  it('leaves every other module alone', () => {
    const load = buildTimeTables('en-GB').load as (id: string) => unknown;
    expect(load('/somewhere/else.ts')).toBeNull();
  });

  it('refuses a module that exports something other than data, naming it', () => {
    expect(() => tableModuleCode({ table: [1, 2], describe: () => 1 }, 'stations.ts')).toThrow(
      'stations.ts exports "describe", which is not plain data',
    );
    expect(() => tableModuleCode({ day: new Date(0) }, 'days.ts')).toThrow('"day"');
    expect(tableModuleCode({ table: [{ a: 1 }] }, 'table.ts')).toBe(
      'export const table = [{"a":1}];\n',
    );
  });
});
