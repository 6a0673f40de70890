import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mediaRecord } from '../../media.ts';
import { galleryItemSchema } from '../../model/schemas.ts';
import { spaces } from '../spaces.ts';
import { spacesGallery } from './gallery.ts';

describe('the gallery of the spaces', () => {
  it('shows every space in the gallery, with its picture, alt text and a caption', () => {
    expect(spacesGallery.items.map((item) => item.image)).toEqual(spaces.map((s) => s.image));
    for (const item of spacesGallery.items) {
      expect(() => v.parse(galleryItemSchema, item), item.id).not.toThrow();
      expect(mediaRecord(item.image).alt.length, item.id).toBeGreaterThan(10);
      expect(item.caption, item.id).toBe(spaces.find((s) => s.id === item.id)?.description);
    }
  });
});
