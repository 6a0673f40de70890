import { describe, expect, it } from 'vitest';
import type { PageAction } from './actions.ts';
import { approachPage, wellnessPillars } from './approach.ts';
import { propertyClaims, racketGalleryCount } from './constants.ts';
import { racketClubPage, racketGallery, racketSports } from './racketClub.ts';
import { sanctumPage, sanctumPathways } from './sanctum.ts';
import { seasons, seasonsPage } from './seasons.ts';
import { stayAmenities, staysPage, stayTypes } from './stays.ts';

function targets(actions: readonly PageAction[]) {
  return actions.map((a) => ('href' in a ? a.href : `(${a.unavailable})`));
}

describe('sanctum', () => {
  it('offers BioSanctum honestly unavailable and Sanctum Flow leading to the spa', () => {
    expect(sanctumPathways.map((p) => p.title)).toEqual(['BioSanctum', 'Sanctum Flow']);
    expect(targets(sanctumPathways.map((p) => p.action))).toEqual(['(Coming soon)', '/spa']);
    expect(sanctumPathways.map((p) => p.image)).toEqual(['sanctum-biosanctum', 'sanctum-flow']);
    expect(sanctumPathways[1].description).toContain(`${propertyClaims.sanctumFlowAcres} acres`);
  });

  it('walks through four steps to a personalised day booked at /booking', () => {
    expect(sanctumPage.journey.steps).toHaveLength(4);
    expect(sanctumPage.journey.action).toEqual({
      label: 'Personalise My Sanctum Day',
      href: '/booking',
    });
    expect(sanctumPage.philosophy.paragraphs.length).toBeGreaterThan(0);
  });
});

describe('approach', () => {
  it('names the eight pillars of the spec, each with its own copy', () => {
    expect(wellnessPillars.map((p) => p.title)).toEqual([
      'Movement',
      'Nutrition',
      'Rest & Recovery',
      'Emotional Wellbeing',
      'Detox & Renewal',
      'Connection & Purpose',
      'Nature Immersion',
      'Science & Innovation',
    ]);
    const descriptions = wellnessPillars.map((p) => p.description);
    expect(new Set(descriptions).size).toBe(8);
    for (const d of descriptions) expect(d.length).toBeGreaterThan(40);
  });

  it('says its programme buttons are not available yet', () => {
    expect(approachPage.programsButton).toBe('Programs');
    expect(approachPage.programsUnavailable).toBe('Coming soon');
  });
});

describe('stays', () => {
  it('has three stay types with four features each', () => {
    expect(stayTypes.map((s) => s.title)).toEqual([
      'Wellness Suites',
      'Garden Villas',
      'Beehive Pods',
    ]);
    for (const stay of stayTypes) {
      expect(stay.features, stay.id).toHaveLength(4);
      expect(new Set(stay.features).size, stay.id).toBe(4);
      expect(stay.image).toBe(`stay-${stay.id}`);
    }
  });

  it('has the four amenities of the spec', () => {
    expect(stayAmenities.map((a) => a.title)).toEqual([
      'Organic linens',
      'Filtered water',
      'Air purity measurement',
      'Wellness kit',
    ]);
  });

  it('links its buttons where the spec says', () => {
    expect(staysPage.hero.actions).toEqual([
      { label: 'View Accommodations', href: '/booking/accommodations' },
      { label: 'Learn More', href: '/approach', about: 'about our wellness approach' },
    ]);
    expect(staysPage.closing.actions).toEqual([
      { label: 'Book Your Stay', href: '/booking' },
      { label: 'View Availability', href: '/booking/accommodations' },
    ]);
  });
});

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
    expect(racketClubPage.longevity.intro).toContain(propertyClaims.longevityYears);
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
