import { mediaOfFamily } from '@alento/content';
import type { MediaFamily } from '@alento/content';
import { describe, expect, it } from 'vitest';
import { familyScenes } from './index.ts';

describe('scenes', () => {
  it("keeps each family's scenes in that family's module, and no other key", () => {
    for (const [family, scenes] of Object.entries(familyScenes)) {
      const keys = mediaOfFamily(family as MediaFamily).map((record) => record.key);
      expect(Object.keys(scenes).sort(), family).toEqual(keys.sort());
    }
  });
});
