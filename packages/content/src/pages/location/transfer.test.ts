import { describe, expect, it } from 'vitest';
import { travelTimes } from '../../constants.ts';
import { inLanguage } from '../../language-build.ts';
import { transferPage } from './transfer.ts';

describe('the transfer page', () => {
  it('takes the transfer times from the travel constants', () => {
    expect(transferPage.times.map((t) => t.value)).toEqual(
      travelTimes.map((t) => `${String(t.hours)} h`),
    );
  });
});

describe('the transfer page in each language', () => {
  it('gives each place its time by road, and the messaging app, in the language', async () => {
    const { siteConfig } = await import('../../site.ts');
    const hints = async (locale: string) => {
      const { transferRequest, transferPage: page } = await inLanguage(
        locale,
        () => import('./transfer.ts'),
      );
      const [from] = transferRequest.fields;
      expect(page.how[1]).toContain(siteConfig.messagingApp);
      return from.options.map((option) => `${option.label}: ${option.hint}`);
    };
    expect(await hints('en-GB')).toEqual([
      'Faro airport: About 1.5 h by road',
      'Lisbon airport: About 2.5 h by road',
      'Seville: About 2 h by road',
    ]);
    expect(await hints('pt-PT')).toEqual([
      'Aeroporto de Faro: Cerca de 1,5 h por estrada',
      'Aeroporto de Lisboa: Cerca de 2,5 h por estrada',
      'Sevilha: Cerca de 2 h por estrada',
    ]);
    expect(await hints('es-ES')).toEqual([
      'Aeropuerto de Faro: Alrededor de 1,5 h por carretera',
      'Aeropuerto de Lisboa: Alrededor de 2,5 h por carretera',
      'Sevilla: Alrededor de 2 h por carretera',
    ]);
  });
});
