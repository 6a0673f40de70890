/**
 * The words of the media catalogue: what each picture shows and, where a page prints one, its
 * caption, by media key; and the names of the floor plan's zones, by zone id. `media.ts` joins
 * them to the pictures and the zones, so this module holds words only and each language's build
 * swaps it for its twin.
 *
 * Alt text says what the picture shows (a guest who cannot see it learns what the sighted guest
 * sees); captions are the words printed under a photo where the page shows captions.
 */

import { capacities, propertyClaims, temperatures } from './constants.ts';
import { elementalShowers } from './claims.ts';
import { capitalise, describeTemperature, listOf, numberWord } from './format.ts';
import type { MediaKey, MediaRecord, PlanZoneId } from './media.ts';

/** Each picture's words, by key: a picture without words, or words for no picture, fail to compile. */
export const mediaWords = {
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
  'racket-01': {
    alt: 'A terracotta clay tennis court with white lines and a net, framed by cork oaks and rolling hills.',
    caption: `${capitalise(numberWord(propertyClaims.tennisCourts))} clay tennis courts among the cork oaks.`,
  },
  'racket-02': {
    alt: 'A blue padel court enclosed by glass walls and black mesh, the net across its middle.',
    caption: 'Panoramic padel courts with glass walls.',
  },
  'racket-03': {
    alt: 'A whitewashed club house with a vine-covered pergola and chairs looking over the courts.',
    caption: 'The club house terrace, for the conversation after the match.',
  },
  'racket-04': {
    alt: 'Two players with rackets on a court at golden hour, long shadows stretching across the clay.',
    caption: 'Evening doubles at golden hour.',
  },
  'season-spring-1': {
    alt: 'Almond trees in white and pink blossom on green rolling hills under a soft morning sky.',
  },
  'season-spring-2': {
    alt: 'A path winding through a meadow of yellow and purple wildflowers towards a whitewashed farmhouse.',
  },
  'season-spring-3': {
    alt: 'A stork standing in its nest on a chimney top, fresh green fields behind.',
  },
  'season-spring-4': {
    alt: 'Raised beds of spring herbs and lettuces in the kitchen garden, a watering can on the path.',
  },
  'season-summer-1': {
    alt: 'Golden wheat fields under a blazing sun, a lone cork oak casting a deep shadow.',
  },
  'season-summer-2': {
    alt: 'A swimmer in the turquoise natural pool at midday, a parasol and loungers on the deck.',
  },
  'season-summer-3': {
    alt: 'Rows of tall sunflowers facing the sun above ochre fields.',
  },
  'season-summer-4': {
    alt: 'A long dinner table under a cork oak strung with warm lights at sunset.',
  },
  'season-autumn-1': {
    alt: 'Vineyard rows turned amber and red, running over a hill towards a low evening sun.',
  },
  'season-autumn-2': {
    alt: 'Wicker baskets full of dark grapes between the vines at harvest.',
  },
  'season-autumn-3': {
    alt: 'Cork oaks with freshly stripped red trunks and stacks of curved cork bark at their feet.',
  },
  'season-autumn-4': {
    alt: 'A branch heavy with ripe pomegranates and golden leaves against a hazy sky.',
  },
  'season-winter-1': {
    alt: 'Soft rain falling over misty grey-green hills and a small farmhouse with a lit window.',
  },
  'season-winter-2': {
    alt: 'A crackling fire in a stone hearth, two armchairs and a rain-streaked window.',
  },
  'season-winter-3': {
    alt: 'Steam rising thickly from stone-rimmed hot pools on a cold misty morning.',
  },
  'season-winter-4': {
    alt: 'A barrel sauna glowing at night, chimney smoke drifting under a starry winter sky.',
  },
  'facility-event-sauna': {
    alt: 'The event sauna: a wide timber hall with tiered benches and a stove of hot stones.',
  },
  'facility-event-hammam': {
    alt: 'The event hammam: a domed stone room with star skylights and a marble platform in steam.',
  },
  'facility-infrared-sauna-1': {
    alt: 'A compact cedar infrared sauna cabin glowing with warm red light panels.',
  },
  'facility-rural-sauna-pond': {
    alt: 'A small stone-and-timber sauna by a pond, a wooden ladder leading into the water.',
  },
  'facility-vitality-pool-bar': {
    alt: 'A stone bar at the edge of the pool, stools in the water and juices on the counter.',
  },
  'facility-walk-through-cold-plunge': {
    alt: 'A long narrow channel of ice-blue water with steps down at each end and a handrail.',
  },
  'facility-nature-biolake-immersive': {
    alt: 'A wide natural lake with a floating deck, reeds along the shore and hills behind.',
  },
  'facility-earth-onsen': {
    alt: 'Stone-rimmed hot pools stepping down the hill, steam rising from the water.',
  },
  'facility-sky-bathing-floatation': {
    alt: 'A dark floatation pool open to a night sky full of stars.',
  },
  'facility-touchless-treatment-hut': {
    alt: 'A small white hut where arcs of warm water jets ripple over a treatment bed.',
  },
  'facility-tea-house': {
    alt: 'A timber tea pavilion with paper lanterns beside a pond.',
  },
  'facility-celestial-cinema': {
    alt: 'Reclining seats facing a large screen under a dome open to the stars.',
  },
  'facility-beehive-space': {
    alt: 'Domed hexagonal pods of timber and clay clustered in a wildflower meadow.',
  },
  'facility-hay-relaxation-space': {
    alt: 'Round hay bales and soft blankets in a barn with light slanting through the slats.',
  },
  'signature-thermal-sanctuary': {
    alt: 'A steaming stone pool beside a timber sauna at dusk, warm light in the sauna window.',
  },
  'signature-earth-ritual': {
    alt: 'Bowls of red clay, dried herbs and a folded linen towel on a stone bench among olive trees.',
  },
  'stay-wellness-suites': {
    alt: 'A whitewashed suite with a wide window over the hills, a low bed dressed in linen and a reading chair.',
  },
  'stay-garden-villas': {
    alt: 'A single-storey white villa with a terracotta roof, its own garden of lavender and olive trees.',
  },
  'stay-beehive-pods': {
    alt: 'Domed hexagonal timber pods with round doors, clustered in a meadow under the stars.',
  },
  'sanctum-biosanctum': {
    alt: 'A calm white room with a recovery bed, soft blue light panels and a window onto cork oaks.',
  },
  'sanctum-flow': {
    alt: `A winding path linking a sauna, steaming pools and a lake across ${numberWord(propertyClaims.sanctumFlowAcres)} acres of hillside.`,
  },
  'dining-restaurant': {
    alt: 'A long table set with bread, olives, grilled vegetables and wine under a vaulted whitewashed ceiling.',
  },
  'dining-cafe': {
    alt: 'A sunny cafe counter with green juices, bowls of fruit and fresh bread, a terrace beyond.',
  },
  'experience-sanctum-flow': {
    alt: 'A path leading past a steaming onsen pool and a timber sauna towards a lake at golden hour.',
  },
  'experience-vitality-circuits': {
    alt: 'Recovery stations in a bright pavilion: a red-light panel, a cold tub and a breathing mat.',
  },
  'experience-nature-stays': {
    alt: 'Domed pods and a white villa nestled among cork oaks at dusk, windows glowing.',
  },
  'experience-nature-immersions': {
    alt: 'A guest walking barefoot along a forest trail between cork oaks, sunlight filtering through.',
  },
  'experience-rest-stillness': {
    alt: 'A hammock strung between two olive trees above a still pond at dawn.',
  },
  'experience-creative-soul-spaces': {
    alt: 'A bright studio with an easel, clay pots on a wheel and a window onto the hills.',
  },
  'experience-risehall': {
    alt: 'A tall timber hall with a wall of windows at sunrise, yoga mats laid out on the floor.',
  },
  'experience-alento-club': {
    alt: 'A clay tennis court and a glass-walled padel court side by side among cork oaks.',
  },
  'experience-kids-path': {
    alt: 'A rope swing on a cork oak and a small wooden tree house above a meadow path.',
  },
  'experience-ai-concierge': {
    alt: 'A tablet on a linen cushion showing a planned spa day as a path of stations, a cup of tea beside it.',
  },
  'space-wellness-suites': {
    alt: 'A whitewashed suite with a low linen bed and a window over the hills.',
  },
  'space-garden-villas': {
    alt: 'A white villa with a terracotta roof in a garden of lavender and olive trees.',
  },
  'space-beehive-pods': {
    alt: 'Domed hexagonal pods clustered in a meadow.',
  },
  'space-thermal-circuit': {
    alt: 'A timber sauna and steaming stone pools joined by a gravel path.',
  },
  'space-onsen-garden': {
    alt: 'Stone-rimmed hot pools in a garden of grasses, steam rising.',
  },
  'space-biolake': {
    alt: 'A natural lake with a wooden jetty and reeds.',
  },
  'space-tennis-courts': {
    alt: 'A terracotta clay tennis court among cork oaks.',
  },
  'space-padel-courts': {
    alt: 'A blue padel court enclosed by glass walls.',
  },
  'space-restaurant': {
    alt: 'A long table set for dinner under a vaulted whitewashed ceiling.',
  },
  'space-wellness-cafe': {
    alt: 'A sunny cafe counter with juices and fresh bread.',
  },
  'space-tea-house': {
    alt: 'A timber tea pavilion with lanterns beside a pond.',
  },
  'space-celestial-cinema': {
    alt: 'Reclining seats under a dome open to the stars, facing a screen.',
  },
  'space-risehall': {
    alt: 'A tall timber hall with a wall of windows and yoga mats on the floor.',
  },
  'space-creative-studio': {
    alt: 'A studio with an easel and clay pots by a window onto the hills.',
  },
  'space-kids-meadow': {
    alt: 'A rope swing on a cork oak and a tree house above a meadow.',
  },
  'journey-spa-circuit': {
    alt: 'A loop of path linking a sauna, a hammam dome, a cold plunge tub and steaming pools.',
  },
  'journey-movement': {
    alt: 'A padel racket and a tennis ball on the clay of a court at morning.',
  },
  'journey-vitality': {
    alt: 'A glass of green juice, a red-light panel and an ice-blue plunge tub in a bright pavilion.',
  },
  'journey-rest': {
    alt: 'A hammock between olive trees over a still pond at dawn.',
  },
  'journey-nature': {
    alt: 'A trail through cork oaks over rolling hills, a bench at the viewpoint.',
  },
  'journey-retreats': {
    alt: 'A circle of meditation cushions on a terrace looking over the hills at sunset.',
  },
  'floor-plan': {
    alt: 'An illustrated site plan of the spa grounds: a lake and biopools, the saunas grouped together, a row of treatment huts, the onsen pools, the tea house and cinema, joined by paths.',
  },
  'location-map': {
    alt: 'A map of southern Portugal and Andalusia: the resort in the Alentejo hills, Lisbon to the north-west, Faro on the southern coast and Seville to the east.',
  },
  'hero-home': {
    alt: 'Rolling Alentejo hills at golden hour, a timber sauna and steaming pools among cork oaks.',
  },
  'hero-spa': {
    alt: 'Steam rising from stone pools beside a timber sauna, hills glowing at dusk.',
  },
  'hero-sanctum': {
    alt: 'Two paths parting in a meadow: one to a white sanctuary building, one to a lake with steaming pools.',
  },
  'hero-approach': {
    alt: 'A lone cork oak on a hill at sunrise, mist lying in the valleys.',
  },
  'hero-booking': {
    alt: 'A whitewashed gate in a stone wall opening onto a path towards the resort among cork oaks.',
  },
  'hero-programs': {
    alt: 'A path winding over rolling hills from a sauna to a lake to a grove, in evening light.',
  },
  'hero-dining': {
    alt: 'A long table laid outdoors under a cork oak at sunset, with bread, olives and wine.',
  },
  'hero-spaces': {
    alt: 'A whitewashed courtyard with arches framing the hills, olive trees in terracotta pots.',
  },
  'hero-location': {
    alt: 'A country road winding through cork oak hills towards white houses on a ridge.',
  },
  'hero-contact': {
    alt: 'A whitewashed house front with a blue-painted door and a bench in the shade of an olive tree.',
  },
  'hero-concierge': {
    alt: 'A night sky full of stars over the hills, a glowing path of stations drawn across the land.',
  },
  'hero-racket-club': {
    alt: 'A clay tennis court and a glass-walled padel court in the hills at golden hour.',
  },
  'hero-experiences': {
    alt: 'A wide view of the resort: saunas, pools, a lake and domed pods spread across the hills.',
  },
  'hero-stays': {
    alt: 'Domed pods and white villas among cork oaks under a deep blue evening sky.',
  },
  'hero-ai': {
    alt: 'Constellations joined by fine lines above the night-time hills and a softly lit pavilion.',
  },
  'hero-seasons': {
    alt: 'One hillside seen through the year, blossom, gold, amber vines and winter rain in four bands.',
  },
  'hero-partners': {
    alt: 'The resort in its valley at sunset: white buildings, a lake and cork oak forest to the horizon.',
  },
  'hero-holistic-landcare': {
    alt: 'Hands planting a young cork oak in terraced soil, a regenerated green valley behind.',
  },
} as const satisfies Record<MediaKey, Pick<MediaRecord, 'alt' | 'caption'>>;

/** The name of each zone of the drawn floor plan. */
export const planZoneNames = {
  lake: 'The lake',
  biopools: 'Biopools and the Kneipp walk',
  saunas: 'Saunas',
  steam: 'Hammam and mud',
  cooling: 'Cold plunge and showers',
  'hot-baths': 'Onsen and hot baths',
  treatments: 'Treatment huts',
  vitality: 'Vitality pool, bar and restaurant',
  'play-rest': 'Tea house, cinema and rest',
  sanctum: 'Sanctum and entry',
  'food-truck': 'Food truck',
} as const satisfies Record<PlanZoneId, string>;
