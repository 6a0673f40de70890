import record from '../data/spa/places/places.en-GB.json' with { type: 'json' };

/**
 * The places of the spa circuit that several parts of the site name: a station of the spa page,
 * a kind of station in the safety notes, a touchless treatment. Each is named once, in
 * `data/spa/places/`, and the others refer to it by its id, so a name changed there changes
 * everywhere in the page's language.
 */

const names = new Map(record.places.map((place) => [place.id, place.name]));

/** A place's name in the page's language; an unknown id is a slip in a data file, and says so. */
export function placeName(id: string): string {
  const name = names.get(id);
  if (name === undefined)
    throw new Error(
      `No spa place "${id}" in data/spa/places/ (known: ${[...names.keys()].join(', ')})`,
    );
  return name;
}
