import { describe, expect, it } from 'vitest';
import { mediaOfFamily } from '../media.ts';
import { spaceFeatures, spaces, spacesGridId, spacesPage } from './spaces.ts';

describe('spaces', () => {
  it('has nine feature cards leading to the spa, the club, the spaces, booking and the concierge', () => {
    expect(spaceFeatures).toHaveLength(9);
    expect(new Set(spaceFeatures.map((f) => f.action.href))).toEqual(
      new Set(['/spa', '/racket-club', `/spaces#${spacesGridId}`, '/booking', '/concierge']),
    );
  });

  it('has fifteen spaces, one for each picture of the catalogue', () => {
    expect(spaces).toHaveLength(15);
    expect(spaces.map((s) => s.image)).toEqual(mediaOfFamily('space').map((r) => r.key));
    for (const space of spaces) expect(space.image).toBe(`space-${space.id}`);
  });

  it('leads the spaces and the gallery link where the spec says', () => {
    expect(new Set([...spaces.map((s) => s.action.href), spacesPage.gallery.href])).toEqual(
      new Set([
        '/booking/accommodations',
        '/spa',
        '/racket-club',
        '/food',
        '/booking',
        '/spaces/gallery',
      ]),
    );
  });
});
