import { describe, expect, it } from 'vitest';
import { foodPrinciples, foodVenues } from './dining.ts';

describe('food', () => {
  it('has a restaurant and a cafe, each with its picture and its links', () => {
    expect(foodVenues.map((venue) => [venue.id, venue.image])).toEqual([
      ['restaurant', 'dining-restaurant'],
      ['cafe', 'dining-cafe'],
    ]);
    expect(foodVenues.map((venue) => venue.actions.map((a) => a.href))).toEqual([
      ['/restaurant-menu', '/booking'],
      ['/cafe-menu'],
    ]);
  });

  it('speaks of Alentejo produce, the open-air kitchen and the wellness cafe', () => {
    const words = JSON.stringify([foodVenues, foodPrinciples]);
    for (const subject of ['Alentejo', 'open-air kitchen', 'wellness cafe']) {
      expect(words).toContain(subject);
    }
    for (const venue of foodVenues) {
      for (const paragraph of venue.paragraphs) expect(paragraph.length).toBeGreaterThan(80);
    }
  });
});
