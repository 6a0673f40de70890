import type { Note } from './NoteList.tsx';

/** A made-up garden's bread oven, for stories and tests: any property's notes read the same way. */
export const ovenNotes: readonly Note[] = [
  { term: 'Heat', detail: '220-250°C at the mouth' },
  { term: 'Best time', detail: 'Seven in the morning, when the first loaves come out' },
  { term: 'Afterwards', detail: 'Let the bread cool on the rack for an hour before cutting.' },
];
