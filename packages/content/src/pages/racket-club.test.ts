import { describe, expect, it } from 'vitest';
import { racketGalleryCount } from '../constants.ts';
import { claims } from '../claims.ts';
import { inLanguage } from '../language-build.ts';
import { racketMediaWords } from '../racket-media-words.ts';
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
    expect(racketMediaWords['racket-01'].caption).toBe(
      'Two clay tennis courts among the cork oaks.',
    );
  });

  it('links its closing buttons where the spec says', () => {
    expect(racketClubPage.closing.actions).toEqual([
      { label: 'Book Court Time', href: '/booking/racket-club' },
      { label: 'Learn More', href: '/contact', about: 'about the racket club from our team' },
    ]);
  });
});

describe('racket club in each language', () => {
  it("writes the number of courts and the study's years as the language writes them", async () => {
    const pt = await inLanguage('pt-PT', async () => ({
      ...(await import('./racket-club.ts')),
      ...(await import('../racket-media-words.ts')),
      claims: (await import('../claims.ts')).claims,
    }));
    expect(pt.racketMediaWords['racket-01'].caption).toBe(
      'Dois campos de ténis de terra batida entre os sobreiros.',
    );
    expect(pt.racketClubPage.longevity.intro).toContain(pt.claims.longevityYears);
    expect(pt.racketClubPage.longevity.intro).not.toContain('{');
    expect(pt.racketSports.map((sport) => sport.title)).toEqual([
      'Campos de ténis',
      'Campos de padel',
    ]);

    const es = await inLanguage('es-ES', () => import('../racket-media-words.ts'));
    expect(es.racketMediaWords['racket-01'].caption).toBe(
      'Dos pistas de tenis de tierra batida entre los alcornoques.',
    );
  });
});
