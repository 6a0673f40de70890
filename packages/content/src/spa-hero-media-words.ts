/**
 * The words of the spa page's hero carousel: what each picture shows and, where the page prints one, its
 * caption, by media key. `spa-hero-media.ts` joins them to the pictures.
 */

import { capacities, temperatures } from './constants.ts';
import { elementalShowers } from './claims.ts';
import { capitalise, describeTemperature, listOf, numberWord } from './format.ts';
import type { MediaRecord } from './media-frames.ts';

export const spaHeroMediaWords = {
  'spa-hero-01': {
    alt: 'A large timber sauna hall with tiered benches facing a wide window onto the hills, a sauna master fanning warm air with a towel.',
    caption: `The Show Sauna, where up to ${String(capacities.showSaunaGuestsInCaption)} guests gather for an aufguss ritual.`,
  },
  'spa-hero-02': {
    alt: 'A wooden barrel sauna lying on its side in a meadow under a cork oak, smoke rising from its chimney.',
    caption: 'The Barrel Sauna, cedar-scented and set among the cork oaks.',
  },
  'spa-hero-03': {
    alt: 'The domed Hammam seen from inside: a marble platform beneath a dome pierced by star-shaped skylights, steam drifting in beams of light.',
    caption: 'The Hammam, warm marble under a star-lit dome.',
  },
  'spa-hero-04': {
    alt: 'Clay bowls of terracotta-coloured mud and a wooden paddle on a stone ledge, with a steaming tiled bath behind.',
    caption: 'Mud and scrub rituals with clay from our own land.',
  },
  'spa-hero-05': {
    alt: 'A room walled in glowing pink Himalayan salt bricks, with two loungers and a salt lamp.',
    caption: `The Himalayan salt room, for up to ${numberWord(capacities.saltRoomGuests)} guests at a time.`,
  },
  'spa-hero-06': {
    alt: 'A round wooden tub of ice-blue water with floating ice, on a stone deck in the morning.',
    caption: `The cold plunge, ${describeTemperature(temperatures.coldPlunge)}, after the heat.`,
  },
  'spa-hero-07': {
    alt: 'A natural swimming pond edged with reeds and stones, a wooden jetty reaching into green water, hills beyond.',
    caption: `The biopool, kept clear by plants, at ${describeTemperature(temperatures.biopool)}.`,
  },
  'spa-hero-08': {
    alt: 'Three stone-rimmed pools stepping down a hillside, steam rising from the water at dusk.',
    caption: `The Earth Onsen, stone-rimmed pools at ${describeTemperature(temperatures.earthOnsen)}.`,
  },
  'spa-hero-09': {
    alt: 'A path of stepping stones through a shallow water channel lined with a wooden handrail, leading between pools.',
    caption: `The Kneipp walk, linking our ${numberWord(capacities.kneippBiopools)} biopools.`,
  },
  'spa-hero-10': {
    alt: `${capitalise(numberWord(elementalShowers.elements.length))} outdoor shower columns in a row on a stone floor, each pouring water of a different rain.`,
    caption: `The elemental showers: a ${elementalShowers.group} of ${listOf(elementalShowers.elements)}.`,
  },
  'spa-hero-11': {
    alt: 'A warm indoor pool under arched windows, bubbling jets lining its edge.',
    caption: 'The hydrotherapy pool, with massage jets along every wall.',
  },
  'spa-hero-12': {
    alt: 'A pool with a stone bar at its edge, stools standing in the water and glasses of green juice on the counter.',
    caption: 'The vitality pool bar: fresh juices without leaving the water.',
  },
  'spa-hero-13': {
    alt: 'A guest floating on her back in a dark pool under a sky full of stars and the Milky Way.',
    caption: 'Stargazing float therapy under the Alentejo night sky.',
  },
  'spa-hero-14': {
    alt: 'A small timber tea pavilion with paper lanterns beside a pond, a teapot and cups on a low table.',
    caption: 'The traditional tea house, for a quiet pause between rounds.',
  },
  'spa-hero-15': {
    alt: 'Reclining seats facing a large screen under a domed roof open to the stars.',
    caption: `The celestial cinema, for up to ${numberWord(capacities.cinemaGuests)} guests.`,
  },
  'spa-hero-16': {
    alt: 'A small white hut with a round window, where arcs of warm water jets ripple over a treatment bed.',
    caption: 'The touchless treatment hut: Hydrojet, Wavetouch or Mineral Soak.',
  },
} as const satisfies Record<string, Pick<MediaRecord, 'alt' | 'caption'>>;
