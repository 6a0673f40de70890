import { describe, expect, it } from 'vitest';
import { appStartPath, offlinePagePath, offlinePaths, offlineRoutes } from './offline.ts';
import { placeFor } from './routes.ts';

describe('the offline set', () => {
  it('names pages of the route table, each once, none an alias', () => {
    const paths = offlinePaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(placeFor(path).canonical, path).toBeUndefined();
    expect(paths).toEqual(offlineRoutes.map((route) => `/${route}`));
  });

  it('writes a route id as its page path, whatever slashes it was given', () => {
    expect(offlinePaths(['circuit', '/spa/safety/'])).toEqual(['/circuit', '/spa/safety']);
  });

  it('keeps the offline page out of search results and out of its own list', () => {
    expect(placeFor(offlinePagePath).indexable).toBe(false);
    expect(placeFor(appStartPath).indexable).toBe(true);
    expect(offlinePaths()).not.toContain(offlinePagePath);
  });
});
