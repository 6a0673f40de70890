import { guidanceLabels, guidanceNotes } from '@alento/content';
import type { GuidanceId } from '@alento/content';
import { NoteList } from '@alento/ui';

/** A station's guidance as a list of notes; `StationNotes` loads it when a page shows one. */
export default function GuidanceNotes({
  id,
  collapsible,
}: {
  id: GuidanceId;
  collapsible?: boolean;
}) {
  return (
    <NoteList
      label={guidanceLabels.notesLabel}
      notes={guidanceNotes(id)}
      collapsible={collapsible}
    />
  );
}
