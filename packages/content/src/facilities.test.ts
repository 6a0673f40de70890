import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { floorPlanMarkerCount } from './constants.ts';
import { elementalShowers } from './claims.ts';
import { facilities } from './facilities.ts';
import { facilityCategories } from './facility-categories.ts';
import { facilityCategoryIds, facilityTones } from './facility-category-lookups.ts';
import { facilityById, specFacilityIds } from './facility-lookups.ts';
import { listOf } from './format.ts';
import { facilityCategorySchema, facilitySchema } from './model/schemas.ts';
import { floorPlanZones, isMediaKey, mediaFrames, mediaRecord } from './media.ts';
import { spaPage } from './pages/spa.ts';
import { guidanceIds } from './station-guidance.ts';
import type { SpaStation } from './pages/spa.ts';

// The model's schema, closed to other fields, with Alento's guidance and picture keys.
const FacilitySchema = v.strictObject({
  ...facilitySchema.entries,
  guidance: v.optional(v.picklist(guidanceIds)),
  image: v.optional(v.pipe(v.string(), v.startsWith('facility-'))),
  position: v.strictObject(facilitySchema.entries.position.entries),
});

describe('facilities', () => {
  it('parses every record', () => {
    for (const facility of facilities)
      expect(() => v.parse(FacilitySchema, facility)).not.toThrow();
  });

  it('holds the 35 markers: the spec ids exactly as listed, plus the elemental showers', () => {
    const ids = facilities.map((facility) => facility.id);
    expect(ids).toHaveLength(floorPlanMarkerCount);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...specFacilityIds, 'elemental-showers'].sort());
    expect(specFacilityIds).toHaveLength(34);
  });

  it('gives each picture the key of its own facility, from the media catalogue', () => {
    for (const facility of facilities) {
      if ('image' in facility) {
        expect(facility.image).toBe(`facility-${facility.id}`);
        expect(isMediaKey(facility.image)).toBe(true);
      }
    }
  });

  it('files the elemental showers under cooling', () => {
    expect(facilityById('elemental-showers').category).toBe('cooling');
  });

  it('does not stack two markers on the same spot', () => {
    const spots = facilities.map(
      ({ position }) => `${String(position.top)}/${String(position.left)}`,
    );
    expect(new Set(spots).size).toBe(spots.length);
  });

  it('keeps markers apart on the plan at its narrowest', () => {
    // The plan is drawn at 16:10 and never shown narrower than 720 px (it pans below that), where
    // its 28 px markers must not overlap: 24 px targets with room to spare.
    const width = 720;
    const height = 450;
    const crowded: string[] = [];
    facilities.forEach((a, index) => {
      for (const b of facilities.slice(index + 1)) {
        const dx = ((a.position.left - b.position.left) * width) / 100;
        const dy = ((a.position.top - b.position.top) * height) / 100;
        if (Math.hypot(dx, dy) < 28) crowded.push(`${a.id} / ${b.id}`);
      }
    });
    expect(crowded).toEqual([]);
  });

  it('puts every marker on the part of the drawn plan that shows it', () => {
    const frame = mediaFrames.plan;
    expect(frame.width / frame.height).toBe(1.6);
    const zoned = floorPlanZones.flatMap((zone) => zone.facilities);
    expect([...zoned].sort()).toEqual(facilities.map((facility) => facility.id).sort());
    for (const zone of floorPlanZones) {
      for (const id of zone.facilities) {
        const { top, left } = facilityById(id).position;
        expect({ id, top, left }).toEqual({
          id,
          top: expect.toSatisfy((t: number) => t >= zone.top && t <= zone.top + zone.height),
          left: expect.toSatisfy((l: number) => l >= zone.left && l <= zone.left + zone.width),
        });
      }
    }
  });

  it('uses whole percents, as the plan draws them', () => {
    for (const { position } of facilities) {
      expect(Number.isInteger(position.top) && Number.isInteger(position.left)).toBe(true);
    }
  });
});

describe('facility categories', () => {
  it('labels the spec categories the way the spec shows them', () => {
    expect(Object.fromEntries(facilityCategories.map((c) => [c.id, c.label]))).toMatchObject({
      scrub: 'Mud & Scrub',
      foot: 'Foot & Facial',
      salt: 'Salt Therapy',
      hot: 'Hot Baths',
      play: 'Play & Rest',
      entertain: 'Entertainment',
      nourish: 'Nourishment',
    });
    expect(facilityCategories.map((c) => c.id)).toEqual(facilityCategoryIds);
  });

  it("parses every category with the model's schema", () => {
    for (const category of facilityCategories)
      expect(() => v.parse(facilityCategorySchema, category), category.id).not.toThrow();
  });

  it('gives each named category its own colour and none of them neutral', () => {
    const tones = facilityCategories.map((c) => c.tone);
    expect(new Set(tones).size).toBe(tones.length);
    expect(tones).not.toContain('neutral');
    for (const tone of tones) expect(facilityTones).toContain(tone);
  });
});

describe('the elemental showers', () => {
  const stations: readonly SpaStation[] = spaPage.sections.flatMap(
    (section): readonly SpaStation[] => section.stations,
  );
  const station = stations.find((item) => item.name === 'Elemental showers');
  const facility = facilityById('elemental-showers');
  const photo = mediaRecord('spa-hero-10');

  it('are the spec’s quartet, one shower per element', () => {
    expect(elementalShowers.group).toBe('quartet');
    expect(elementalShowers.elements).toEqual([
      'warm rain',
      'cold bucket',
      'misty fog',
      'tropical downpour',
    ]);
  });

  it('name the same elements on the spa page, the floor plan and the photo caption', () => {
    const elements = listOf(elementalShowers.elements);
    for (const text of [station?.detail, facility.description, photo.caption]) {
      expect(text).toContain('quartet of');
      expect(text).toContain(elements);
      // "A quartet of 4 showers" read as a typo: the word says the number.
      expect(text).not.toMatch(/quartet of \d/);
    }
    expect(facility.features).toContain('Warm rain, cold bucket, misty fog and tropical downpour');
  });

  it('are counted the same in the photo’s alt text, the facility and the guided sequence', () => {
    expect(photo.alt).toMatch(/^Four outdoor shower columns/);
    expect(facility.features).toContain('Four showers, one per element');
    const steps = spaPage.sequences.items.flatMap((sequence) => sequence.steps);
    expect(steps).toContain('The elemental showers, all four');
  });
});
