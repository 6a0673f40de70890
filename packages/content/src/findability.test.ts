import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { prices } from './constants.ts';
import { stayAmenities } from './pages/stays.ts';
import { isoDuration, pricedExperiences, resortAmenities, socialImage } from './findability.ts';

const SocialImageSchema = v.object({
  path: v.pipe(v.string(), v.regex(/^\/[\w-]+\.(png|jpg)$/)),
  width: v.literal(1200),
  height: v.literal(630),
  type: v.picklist(['image/png', 'image/jpeg']),
  alt: v.pipe(v.string(), v.minLength(20)),
});

const ExperienceSchema = v.object({
  name: v.pipe(v.string(), v.minLength(3)),
  euros: v.pipe(v.number(), v.integer(), v.minValue(1)),
  from: v.boolean(),
  duration: v.optional(v.pipe(v.string(), v.regex(/^PT(\d+H)?(\d+M)?$/))),
  page: v.picklist(['/home', '/booking']),
});

describe('findability records', () => {
  it('shares one 1200 × 630 image with an alt text', () => {
    expect(() => v.parse(SocialImageSchema, socialImage)).not.toThrow();
  });

  it('lists amenities once each, every room amenity of the Stays page among them', () => {
    expect(new Set(resortAmenities).size).toBe(resortAmenities.length);
    expect(resortAmenities).toEqual(expect.arrayContaining(stayAmenities.map((a) => a.title)));
  });

  it('prices exactly the four experiences of the spec, from the prices constant', () => {
    for (const experience of pricedExperiences) v.parse(ExperienceSchema, experience);
    expect(pricedExperiences.map((e) => [e.name, e.euros, e.from])).toEqual([
      ['Thermal Sanctuary Journey', prices.thermalSanctuaryJourney.euros, false],
      ['Alentejo Earth Ritual', prices.alentejoEarthRitual.euros, false],
      ['Day Pass', prices.dayPassFrom.euros, true],
      ['Treatment Packages', prices.treatmentPackagesFrom.euros, true],
    ]);
    expect(pricedExperiences.map((e) => ('duration' in e ? e.duration : undefined))).toEqual([
      'PT3H',
      'PT2H30M',
      undefined,
      undefined,
    ]);
  });

  it('writes lengths in hours as ISO 8601', () => {
    expect(isoDuration(3)).toBe('PT3H');
    expect(isoDuration(2.5)).toBe('PT2H30M');
    expect(isoDuration(0.75)).toBe('PT45M');
    expect(() => isoDuration(0)).toThrow(/duration/);
  });
});
