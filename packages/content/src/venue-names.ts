import { foodVenues } from './pages/dining.ts';

/**
 * A venue's name as the Food page gives it ("The Restaurant"), for the menu pages to print. It
 * reads the Food page's words module, which a language's build swaps for its twin, so a menu
 * names its venue in the page's language.
 */
export function venueName(id: (typeof foodVenues)[number]['id']): string {
  const venue = foodVenues.find((v) => v.id === id);
  if (!venue) throw new Error(`No food venue "${id}"`);
  return venue.eyebrow;
}
