import { describe, expect, it } from 'vitest';
import type { PageAction } from '../actions.ts';
import { inLanguage } from '../language-build.ts';
import { seasons, seasonsPage } from './seasons.ts';

function targets(actions: readonly PageAction[]) {
  return actions.map((a) => ('href' in a ? a.href : `(${a.unavailable})`));
}

describe('seasons', () => {
  it('has four seasons with four pictures and two links each', () => {
    expect(seasons.map((s) => s.name)).toEqual(['Spring', 'Summer', 'Autumn', 'Winter']);
    expect(seasons.map((s) => targets(s.actions))).toEqual([
      ['/programs', '/booking'],
      ['/spa', '/booking'],
      ['/experiences', '/approach'],
      ['/sanctum', '/booking'],
    ]);
    for (const season of seasons) {
      expect(season.images).toEqual([1, 2, 3, 4].map((n) => `season-${season.id}-${n}`));
    }
  });

  it('closes with two buttons that say they are not available yet', () => {
    expect(targets(seasonsPage.closing.actions)).toEqual(['(Coming soon)', '(Coming soon)']);
  });
});

describe('seasons in each language', () => {
  it('keeps the pictures and buttons, and says "coming soon" in the language', async () => {
    const pt = await inLanguage('pt-PT', async () => ({
      ...(await import('./seasons.ts')),
      comingSoon: (await import('../chrome.ts')).comingSoon,
    }));
    expect(pt.seasons.map((s) => s.name)).toEqual(['Primavera', 'Verão', 'Outono', 'Inverno']);
    expect(pt.seasons.map((s) => s.images)).toEqual(seasons.map((s) => s.images));
    expect(pt.seasons.map((s) => targets(s.actions))).toEqual(
      seasons.map((s) => targets(s.actions)),
    );
    expect(targets(pt.seasonsPage.closing.actions)).toEqual([
      `(${pt.comingSoon})`,
      `(${pt.comingSoon})`,
    ]);
    expect(pt.comingSoon).not.toBe('Coming soon');
  });
});
