import offlineWords from '../../data/pages/offline/offline.en-GB.json' with { type: 'json' };
import type { OfflineWords } from '../data/schemas/offline.ts';

/**
 * The words of the site kept on a guest's phone (`offline.ts`): the offline page, the notice of
 * a new version and the home screen's name, in `data/pages/offline/`.
 */
export const offlinePage: OfflineWords = offlineWords;
