import { experiences, racketClubPage, stayAmenities, wellnessPillars } from '@alento/content';
import { describe, expect, it } from 'vitest';
import { iconName } from './icon.ts';

describe('iconName', () => {
  it('accepts every icon the content names', () => {
    const named = [
      ...experiences,
      ...wellnessPillars,
      ...stayAmenities,
      ...racketClubPage.longevity.benefits,
    ].map((record) => record.icon);
    for (const name of named) expect(iconName(name)).toBe(name);
  });

  it('refuses a name the icon set does not have', () => {
    expect(() => iconName('unicorn')).toThrow(/unicorn/);
  });
});
