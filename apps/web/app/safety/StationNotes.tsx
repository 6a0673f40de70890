import { lazy, Suspense } from 'react';
import type { GuidanceId } from '@alento/content';

/**
 * The guidance's words and their formatting, loaded apart from the page. The notes are in the
 * prerendered HTML and need no script to be read; their code is needed only to hydrate them, so it
 * loads with hydration instead of before the first paint, and hydration keeps the server's
 * markup until it arrives.
 */
const GuidanceNotes = lazy(() => import('./GuidanceNotes.tsx'));

/**
 * A station's safety notes (temperature, recommended time, after-care, who should ask first):
 * under its name on the spa page (`collapsible`), in its details on the floor plan.
 */
export function StationNotes({ id, collapsible }: { id: GuidanceId; collapsible?: boolean }) {
  return (
    <Suspense fallback={null}>
      <GuidanceNotes id={id} collapsible={collapsible} />
    </Suspense>
  );
}
