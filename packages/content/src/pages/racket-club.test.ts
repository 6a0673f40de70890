import { describe, expect, it } from 'vitest';
import { racketGalleryCount } from '../constants.ts';
import { claims } from '../claims.ts';
import { racketClubPage, racketGallery, racketSports } from './racket-club.ts';

describe('racket club', () => {
  it('shows four gallery photos', () => {
    expect(racketGallery).toHaveLength(racketGalleryCount);
    expect(racketGallery).toEqual(['racket-01', 'racket-02', 'racket-03', 'racket-04']);
  });

  it('covers tennis and padel courts, the three benefits and an honest source', () => {
    expect(racketSports.map((s) => s.id)).toEqual(['tennis', 'padel']);
    expect(racketClubPage.longevity.benefits.map((b) => b.title)).toEqual([
      'Activates the brain',
      'Boosts coordination',
      'Extends lifespan',
    ]);
    expect(racketClubPage.longevity.intro).toContain(claims.longevityYears);
    expect(racketClubPage.longevity.source).toContain('Copenhagen City Heart Study');
    expect(racketClubPage.longevity.source).toContain('association');
  });

  it('links its closing buttons where the spec says', () => {
    expect(racketClubPage.closing.actions).toEqual([
      { label: 'Book Court Time', href: '/booking/racket-club' },
      { label: 'Learn More', href: '/contact', about: 'about the racket club from our team' },
    ]);
  });
});
