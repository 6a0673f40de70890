import { describe, expect, it } from 'vitest';
import { chrome } from './chrome.ts';
import { inLanguage } from './language-build.ts';
import { schemaNames } from './schema-names.ts';

/** The controls' words name the resort, a network and a place in a series, in each language. */
describe("the controls' words", () => {
  it('fill in the names and numbers, in English', () => {
    expect(chrome.homeLink('Alento')).toBe('Alento home');
    expect(chrome.onNetwork('Alento', 'Instagram')).toBe('Alento on Instagram');
    expect(chrome.position(3, 16)).toBe('3 of 16');
    expect(chrome.newTab).toBe(' (opens in a new tab)');
  });

  it('fill them in where Portuguese and Spanish put them', async () => {
    const pt = (await inLanguage('pt-PT', () => import('./chrome.ts'))).chrome;
    expect(pt.homeLink('Alento')).toBe('Página inicial do Alento');
    expect(pt.onNetwork('Alento', 'Instagram')).toBe('Alento no Instagram');
    expect(pt.position(3, 16)).toBe('3 de 16');
    const es = (await inLanguage('es-ES', () => import('./chrome.ts'))).chrome;
    expect(es.homeLink('Alento')).toBe('Inicio de Alento');
    expect(es.newTab).toBe(' (se abre en una pestaña nueva)');
  });

  it('name what the structured data describes, with the name filled in', async () => {
    expect(schemaNames.daySpa('Alento')).toBe('Alento Spa Circuit');
    expect(schemaNames.offerCatalog('Alento')).toBe('Alento spa days and packages');
    const es = (await inLanguage('es-ES', () => import('./schema-names.ts'))).schemaNames;
    expect(es.daySpa('Alento')).toBe('Circuito de spa de Alento');
    expect(es.person).toBe('persona');
  });
});
