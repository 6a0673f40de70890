import { describe, expect, it } from 'vitest';
import type { PageAction } from '../actions.ts';
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
